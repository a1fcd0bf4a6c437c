import { useId } from 'react';
import { LANGUAGE_INFO, isSupportedLanguage, switchLanguage, useTexts, type LanguageCode } from '@lotto/i18n';
import { SHELL_NAMESPACE } from '../locales';

/** A native select: every phone renders it as its own accessible picker, at no cost in script. */
export function LanguageSwitcher({ languages }: { languages: readonly string[] }) {
  const { t, i18n } = useTexts(SHELL_NAMESPACE);
  const id = useId();
  const offered = languages.filter((code): code is LanguageCode => isSupportedLanguage(code));
  return (
    <div className="shell-language">
      <label htmlFor={id} className="shell-language__label">
        {t('language.label')}
      </label>
      <select
        id={id}
        className="shell-language__select"
        value={i18n.language}
        onChange={(event) => {
          const code = event.target.value;
          if (isSupportedLanguage(code)) void switchLanguage(i18n, code);
        }}
      >
        {offered.map((code) => (
          <option key={code} value={code} lang={LANGUAGE_INFO[code].htmlLang}>
            {LANGUAGE_INFO[code].nativeName}
          </option>
        ))}
      </select>
    </div>
  );
}

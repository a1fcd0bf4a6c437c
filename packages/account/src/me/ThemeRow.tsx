import { useTexts } from '@lotto/i18n';
import { ACCOUNT_NAMESPACE } from '../locales';
import { useTheme } from '../theme';
import { ControlRow } from './EntryRow';

/** The colour theme (spec 001 §9: light unless chosen): a switch, applied at once and kept for the next visit. */
export function ThemeRow() {
  const { t } = useTexts(ACCOUNT_NAMESPACE);
  const [theme, choose] = useTheme();
  const dark = theme === 'dark';
  return (
    <ControlRow icon="theme">
      <button type="button" role="switch" aria-checked={dark} className="acct-switch" onClick={() => choose(dark ? 'light' : 'dark')}>
        <span className="acct-row__label">{t('entry.theme')}</span>
        <span className="acct-switch__track" aria-hidden="true">
          <span className="acct-switch__thumb" />
        </span>
      </button>
    </ControlRow>
  );
}

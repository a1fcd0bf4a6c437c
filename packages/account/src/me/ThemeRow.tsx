import { useId } from 'react';
import { THEME_CHOICES } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { ACCOUNT_NAMESPACE } from '../locales';
import { useTheme } from '../theme';
import { ControlRow } from './EntryRow';

/**
 * The colour theme (spec 001 §9: light unless chosen): light, dark or the device's, as native radios
 * under a visible label (arrow keys move between them), applied at once and kept for the next visit.
 */
export function ThemeRow() {
  const { t } = useTexts(ACCOUNT_NAMESPACE);
  const [theme, choose] = useTheme();
  const labelId = useId();
  const name = useId();
  return (
    <ControlRow icon="theme">
      <div className="acct-row__stack">
        <span id={labelId} className="acct-row__label">
          {t('entry.theme')}
        </span>
        <div role="radiogroup" aria-labelledby={labelId} className="acct-choice">
          {THEME_CHOICES.map((choice) => (
            <label key={choice} className="acct-choice__option">
              <input
                type="radio"
                className="acct-choice__input"
                name={name}
                value={choice}
                checked={theme === choice}
                onChange={() => choose(choice)}
              />
              <span className="acct-choice__text">{t(`theme.${choice}`)}</span>
            </label>
          ))}
        </div>
      </div>
    </ControlRow>
  );
}

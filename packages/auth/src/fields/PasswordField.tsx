import { useState, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useTexts } from '@lotto/i18n';
import { TextField } from '@lotto/ui';
import { AUTH_NAMESPACE } from '../locales';

type PasswordFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode; error?: ReactNode; hint?: ReactNode };

/** A password input with a show/hide toggle; the browser's password manager still sees a password field. */
export function PasswordField({ label, error, ...inputProps }: PasswordFieldProps) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...inputProps}
      label={label}
      error={error}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      endAdornment={
        <button type="button" className="auth-reveal" aria-pressed={visible} onClick={() => setVisible((shown) => !shown)}>
          {visible ? t('login.hidePassword') : t('login.showPassword')}
        </button>
      }
    />
  );
}

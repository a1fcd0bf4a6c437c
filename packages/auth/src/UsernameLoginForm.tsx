import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTexts } from '@lotto/i18n';
import { Button, TextField } from '@lotto/ui';
import { useAuthDispatch } from './hooks';
import { AUTH_NAMESPACE } from './locales';
import type { LoginRequest } from './login-flow';
import { PasswordField } from './PasswordField';
import { prepareEncryptedCall } from './prepare-encryption';
import { readRememberedLogin } from './remembered-login';
import { useAuthSelector } from './hooks';

interface Props {
  busy: boolean;
  onSubmit: (request: LoginRequest) => void;
}

/** Username and password, as a real form so password managers fill and save it. */
export function UsernameLoginForm({ busy, onSubmit }: Props) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const dispatch = useAuthDispatch();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const prepared = useRef(false);
  const touched = useRef(false);
  const merchant = useAuthSelector((state) => state.common.merchantCode);

  // The remembered username is filled in; the password is left to the browser's manager.
  useEffect(() => {
    let active = true;
    void readRememberedLogin()
      .then((remembered) => {
        if (active && !touched.current && remembered?.type === 'username' && remembered.merchant === merchant)
          setUsername(remembered.username);
      })
      .catch(() => undefined);
    return () => {
      active = false;
    };
  }, [merchant]);

  const prepare = () => {
    // Once the player is in the form, the remembered username no longer fills it.
    touched.current = true;
    if (prepared.current) return;
    prepared.current = true;
    void dispatch(prepareEncryptedCall());
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      username: username.trim() ? undefined : t('login.required.username'),
      password: password ? undefined : t('login.required.password'),
    };
    setErrors(next);
    if (next.username) return usernameRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    prepared.current = false;
    onSubmit({ type: 'username', username: username.trim(), password, remember });
  };

  return (
    <form className="auth-form" method="post" action="#" noValidate onSubmit={handleSubmit} onFocus={prepare}>
      <TextField
        ref={usernameRef}
        label={t('login.username')}
        name="username"
        autoComplete="username"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        value={username}
        error={errors.username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <PasswordField
        ref={passwordRef}
        label={t('login.password')}
        name="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <label className="auth-check">
        <input type="checkbox" name="remember" checked={remember} onChange={(event) => setRemember(event.target.checked)} />
        {t('login.remember')}
      </label>
      <Button type="submit" variant="primary" fullWidth busy={busy}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

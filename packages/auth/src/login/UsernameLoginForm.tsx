import { useEffect, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTexts } from '@lotto/i18n';
import { Button, TextField } from '@lotto/ui';
import { useAuthDispatch } from '../state/hooks';
import { ImageCaptcha } from '../image-captcha/ImageCaptcha';
import { AUTH_NAMESPACE } from '../locales';
import type { LoginRequest, LoginResult } from '../session/login-flow';
import { PasswordField } from '../fields/PasswordField';
import { prepareEncryptedCall } from '../shared/prepare-encryption';
import { readRememberedLogin } from '../remembered-login/remembered-login';
import { useAuthSelector } from '../state/hooks';
import { useImageCaptcha } from '../image-captcha/use-image-captcha';

interface Props {
  busy: boolean;
  /** Resolves with the platform's answer, or undefined when the tap was ignored (the submit guard). */
  onSubmit: (request: LoginRequest) => Promise<LoginResult | undefined>;
}

/**
 * Username and password, as a real form so password managers fill and save it; and the image
 * captcha once the platform asks for it, with a new picture after every refusal.
 */
export function UsernameLoginForm({ busy, onSubmit }: Props) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const dispatch = useAuthDispatch();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [errors, setErrors] = useState<{ username?: string; password?: string; captcha?: string }>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const captchaRef = useRef<HTMLInputElement>(null);
  const image = useImageCaptcha();
  const prepared = useRef(false);
  const touched = useRef(false);
  const merchant = useAuthSelector((state) => state.common.merchantCode);

  // The remembered username is filled in; the password is left to the browser's manager. It is on
  // screen the moment it is read (flushSync): shown a render later, it could land after a tap had
  // put the caret in the empty field (or a password manager had filled it), and what was typed then
  // ran on from it ("player01player01", a journey's login refused as an unknown account).
  useEffect(() => {
    let active = true;
    void readRememberedLogin()
      .then((remembered) => {
        if (active && !touched.current && remembered?.type === 'username' && remembered.merchant === merchant)
          flushSync(() => setUsername(remembered.username));
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

  const submit = async (request: LoginRequest) => {
    const result = await onSubmit(request);
    // Each picture is good for one try: after any refusal the next try needs a new one.
    if (result?.kind === 'failed' && (result.imageCaptcha || image.required)) image.renew();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const answer = image.answer.trim();
    const next = {
      username: username.trim() ? undefined : t('login.required.username'),
      password: password ? undefined : t('login.required.password'),
      captcha: image.required && !answer ? t('login.required.captcha') : undefined,
    };
    setErrors(next);
    if (next.username) return usernameRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    if (next.captcha) return captchaRef.current?.focus();
    prepared.current = false;
    void submit({
      type: 'username',
      username: username.trim(),
      password,
      remember,
      ...(image.required ? { captcha: { captcha: answer } } : {}),
    });
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
      {image.required && image.src ? (
        <ImageCaptcha
          src={image.src}
          status={image.status}
          answer={image.answer}
          error={errors.captcha}
          inputRef={captchaRef}
          onAnswerChange={image.setAnswer}
          onRefresh={image.refresh}
          onLoad={image.loaded}
          onError={image.failed}
        />
      ) : null}
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

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS, readBrowserEnvironment, readSavedTrackedQuery, useTrackedHref, useTrackedNavigate } from '@lotto/app-core';
import { AlertDialog, Button, Tabs, TextField } from '@lotto/ui';
import { useCaptchaGate } from './captcha-gate';
import { PhoneNumberFields } from './PhoneNumberFields';
import { loginDeviceId } from './device-id';
import { useAuthDispatch, useAuthSelector } from './hooks';
import { AUTH_NAMESPACE } from './locales';
import { completeLogin, type LoginRequest } from './login-flow';
import { PasswordField } from './PasswordField';
import { prepareEncryptedCall } from './prepare-encryption';
import {
  buildRegisterPayload,
  destinationAfterRegister,
  markFirstTimeLogin,
  modesAllowed,
  passwordAsked,
  readRegisterInfo,
  registerAccount,
  saveRegisterInfo,
  trackingCodes,
  type RegisterForm,
  type RegisterMode,
} from './register-flow';
import { createSubmitGuard } from './submit-guard';
import { useTrackingEvents } from './tracking-events';
import type { LoginValue } from './types';
import './auth.css';


interface FormProps {
  mode: RegisterMode;
  busy: boolean;
  onSubmit: (form: RegisterForm) => void;
}

type FieldErrors = { username?: string; mobile?: string; password?: string };

/** One mode's form: a real form with the autocomplete hints that let password managers save the new account. */
function RegisterModeForm({ mode, busy, onSubmit }: FormProps) {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const dispatch = useAuthDispatch();
  const common = useAuthSelector((state) => state.common);
  const askPassword = passwordAsked(mode, common.whitelabelVal);
  const [username, setUsername] = useState('');
  const [mobile, setMobile] = useState('');
  const [chosenCode, setDialingCode] = useState('');
  const dialingCode = chosenCode || common.countryDialingCode;
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const usernameRef = useRef<HTMLInputElement>(null);
  const mobileRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next: FieldErrors = {
      username: mode === 'username' && !username.trim() ? t('register.required.username') : undefined,
      mobile: mode === 'mobile' && !mobile.trim() ? t('register.required.mobile') : undefined,
      password: askPassword && !password ? t('register.required.password') : undefined,
    };
    setErrors(next);
    if (next.username) return usernameRef.current?.focus();
    if (next.mobile) return mobileRef.current?.focus();
    if (next.password) return passwordRef.current?.focus();
    onSubmit({
      mode,
      ...(mode === 'username' ? { username: username.trim() } : {}),
      ...(mode === 'mobile' ? { mobileNum: mobile.trim(), countryDialingCode: dialingCode } : {}),
      ...(askPassword ? { password } : {}),
    });
  };

  const prepare = () => {
    if (mode !== 'autoUsername') void dispatch(prepareEncryptedCall());
  };

  return (
    <form className="auth-form" method="post" action="#" noValidate onSubmit={handleSubmit} onFocus={prepare}>
      {mode === 'autoUsername' ? <p className="auth-intro">{t('register.autoIntro')}</p> : null}
      {mode === 'username' ? (
        <TextField
          ref={usernameRef}
          label={t('register.username')}
          name="username"
          autoComplete="username"
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          value={username}
          error={errors.username}
          hint={t('register.usernameHint')}
          onChange={(event) => setUsername(event.target.value)}
        />
      ) : null}
      {mode === 'mobile' ? (
        <>
          <PhoneNumberFields dialingCode={dialingCode} onDialingCode={setDialingCode} mobile={mobile} onMobile={setMobile} error={errors.mobile} mobileRef={mobileRef} />
        </>
      ) : null}
      {askPassword ? (
        <PasswordField
          ref={passwordRef}
          label={t('register.password')}
          name="password"
          autoComplete="new-password"
          value={password}
          error={errors.password}
          hint={t('register.passwordHint')}
          onChange={(event) => setPassword(event.target.value)}
        />
      ) : null}
      <Button type="submit" variant="primary" fullWidth busy={busy}>
        {t('register.submit')}
      </Button>
    </form>
  );
}

const TAB_LABEL_KEYS: Record<RegisterMode, string> = {
  username: 'register.tab.username',
  mobile: 'register.tab.mobile',
  autoUsername: 'register.tab.auto',
};

/**
 * The registration page (spec 000 §4): the modes the merchant allows, one register call per
 * submit (ignored while one runs, 500 ms cooldown), then a success message and the session.
 */
export function RegisterScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const dispatch = useAuthDispatch();
  const navigate = useTrackedNavigate();
  const location = useLocation();
  const captcha = useCaptchaGate();
  const tracking = useTrackingEvents();
  const loginHref = useTrackedHref(PATHS.login);
  const flags = useAuthSelector((state) => state.common.whitelabelVal);
  const modes = useMemo(() => modesAllowed(flags), [flags]);
  const guard = useRef(createSubmitGuard()).current;
  const [busy, setBusy] = useState(false);
  const [registered, setRegistered] = useState<{ value: LoginValue; request: LoginRequest } | null>(null);

  const codes = useCallback(
    () => trackingCodes(location.search, readSavedTrackedQuery(), readRegisterInfo()),
    [location.search],
  );

  // The first visit keeps the codes and the domain the player came through.
  useEffect(() => {
    saveRegisterInfo(codes(), window.location.hostname);
  }, [codes]);

  const submit = useCallback(
    (form: RegisterForm) =>
      void guard.run(async () => {
        setBusy(true);
        try {
          tracking.track('registerSubmit', { mode: form.mode });
          const fields = captcha.required('register') ? await captcha.verify('register') : {};
          // Closed without a result: nothing is sent, what was typed stays.
          if (fields === null) return;
          saveRegisterInfo(codes(), window.location.hostname);
          const payload = buildRegisterPayload(form, fields, {
            env: readBrowserEnvironment(),
            href: window.location.href,
            hostname: window.location.hostname,
            search: location.search,
            loginDeviceId: loginDeviceId(),
            saved: readSavedTrackedQuery(),
            stored: readRegisterInfo(),
          });
          const result = await dispatch(registerAccount({ mode: form.mode, payload })).unwrap();
          if (result.kind !== 'success') return;
          markFirstTimeLogin();
          tracking.track('register', { mode: form.mode, id: result.value.id });
          const password = String(payload.password);
          setRegistered({
            value: result.value,
            // A typed password is a real one; the placeholder of a password-less registration forces no change.
            request: { type: form.mode === 'username' || form.password ? 'username' : 'sms', username: result.value.userName, password },
          });
        } finally {
          setBusy(false);
        }
      }),
    [captcha, codes, dispatch, guard, location.search, tracking],
  );

  const confirm = () => {
    if (!registered) return;
    const destination = destinationAfterRegister(location.search, window.location.origin);
    void dispatch(completeLogin(registered))
      .unwrap()
      .then(() => navigate(destination, { replace: true }));
  };

  return (
    <div className="auth-login">
      <Tabs
        label={t('register.modes')}
        tabs={modes.map((mode) => ({
          id: mode,
          label: t(TAB_LABEL_KEYS[mode]),
          content: <RegisterModeForm mode={mode} busy={busy} onSubmit={submit} />,
        }))}
      />
      <p className="auth-alt">
        {t('register.haveAccount')} <Link to={loginHref}>{t('register.login')}</Link>
      </p>
      <AlertDialog open={registered !== null} message={t('register.success')} onConfirm={confirm} />
    </div>
  );
}

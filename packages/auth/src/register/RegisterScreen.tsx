import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTexts } from '@lotto/i18n';
import { loadCommonData, PATHS, readSavedTrackedQuery, useTrackedHref, useTrackedNavigate } from '@lotto/app-core';
import { AlertDialog, Tabs } from '@lotto/ui';
import { useAuthDispatch, useAuthSelector } from '../state/hooks';
import { AUTH_NAMESPACE } from '../locales';
import type { AuthMessageKey } from '../locales/messages';
import { completeLogin, type LoginRequest } from '../session/login-flow';
import { RegisterModeForm } from './RegisterModeForm';
import { destinationAfterRegister, markFirstTimeLogin } from './after-register';
import { readRegisterInfo, saveRegisterInfo } from './register-info';
import { modesAllowed, type RegisterMode } from './register-modes';
import { buildRegisterPayload, pagePayloadContext, trackingCodes, type RegisterForm } from './register-payload';
import { useTrackingEvents } from '../shared/tracking-events';
import type { LoginValue } from '../types';
import { useRegisterCall } from './use-register-call';
import { useRegisterRules } from './use-register-rules';
import { TERMS_HELP_TAG } from '../constants';
import '../auth.css';

const TAB_LABEL_KEYS: Record<RegisterMode, AuthMessageKey> = {
  username: 'register.tab.username',
  mobile: 'register.tab.mobile',
  autoUsername: 'register.tab.auto',
};

/**
 * The registration page (spec 000 §4): the modes the merchant allows, one register call per
 * submit (ignored while one runs, 500 ms cooldown), then a success message; its confirm sets the
 * token, renews the common data and goes home (or to an in-app redirect).
 */
export function RegisterScreen() {
  const { t } = useTexts(AUTH_NAMESPACE);
  const dispatch = useAuthDispatch();
  const navigate = useTrackedNavigate();
  const location = useLocation();
  const tracking = useTrackingEvents();
  const loginHref = useTrackedHref(PATHS.login);
  const termsHref = useTrackedHref(`${PATHS.help}#${TERMS_HELP_TAG}`);
  const flags = useAuthSelector((state) => state.common.whitelabelVal);
  const modes = useMemo(() => modesAllowed(flags), [flags]);
  const { busy, register } = useRegisterCall();
  const { rules, afterRefusal } = useRegisterRules();
  const confirming = useRef(false);
  const [registered, setRegistered] = useState<{ value: LoginValue; request: LoginRequest } | null>(null);

  const codes = useCallback(() => trackingCodes(location.search, readSavedTrackedQuery(), readRegisterInfo()), [location.search]);

  // The code the player came with starts the referral field, when the rules ask for one.
  const referralCode = useMemo(() => codes().referralCode, [codes]);

  // The first visit keeps the codes and the domain the player came through.
  useEffect(() => {
    saveRegisterInfo(codes(), window.location.hostname);
  }, [codes]);

  const submit = useCallback(
    (form: RegisterForm) =>
      void register(form, {
        started: () => tracking.track('registerSubmit', { mode: form.mode }),
        payload: (fields) => {
          saveRegisterInfo(codes(), window.location.hostname);
          return buildRegisterPayload(form, fields, pagePayloadContext(location.search));
        },
      }).then((attempt) => {
        if (attempt?.result.kind === 'failed') afterRefusal(attempt.result.errorCode);
        if (attempt?.result.kind !== 'success') return;
        const { result, payload } = attempt;
        markFirstTimeLogin();
        tracking.track('register', { mode: form.mode, id: result.value.id });
        setRegistered({
          value: result.value,
          // A typed password is a real one; the placeholder of a password-less registration forces no change.
          request: {
            type: form.mode === 'username' || form.password ? 'username' : 'sms',
            username: result.value.userName,
            password: String(payload.password),
          },
        });
      }),
    [afterRefusal, codes, location.search, register, tracking],
  );

  // Spec 000 §4: set the token, renew the common data (past any kept answer), then go on.
  const confirm = () => {
    if (!registered || confirming.current) return;
    confirming.current = true;
    const destination = destinationAfterRegister(location.search, window.location.origin);
    void dispatch(completeLogin(registered))
      .unwrap()
      .then(() => dispatch(loadCommonData({ renew: true })))
      .then(() => navigate(destination, { replace: true }))
      .finally(() => {
        confirming.current = false;
      });
  };

  return (
    <div className="auth-login">
      <Tabs
        label={t('register.modes')}
        tabs={modes.map((mode) => ({
          id: mode,
          label: t(TAB_LABEL_KEYS[mode]),
          content: <RegisterModeForm mode={mode} busy={busy} onSubmit={submit} rules={rules} referralCode={referralCode} />,
        }))}
      />
      <p className="auth-alt">
        {t('register.haveAccount')} <Link to={loginHref}>{t('register.login')}</Link>
      </p>
      <p className="auth-alt">
        {t('register.terms')} <Link to={termsHref}>{t('register.termsLink')}</Link>
      </p>
      <AlertDialog open={registered !== null} message={t('register.success')} onConfirm={confirm} />
    </div>
  );
}

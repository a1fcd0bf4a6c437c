import { useCallback, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS, useTrackedHref, useTrackedNavigate } from '@lotto/app-core';
import { Tabs } from '@lotto/ui';
import { useAuthDispatch, useAuthSelector } from './hooks';
import { AUTH_NAMESPACE } from './locales';
import { completeLogin } from './login-flow';
import { SecondFactorModal } from './SecondFactorModal';
import { sendLoginSms } from './sms-send';
import { SmsLoginForm } from './SmsLoginForm';
import { useLoginSubmit } from './use-login-submit';
import { UsernameLoginForm } from './UsernameLoginForm';
import { verifySecondFactor } from './verify-flow';
import type { LoginValue, VerificationPayload } from './types';
import './auth.css';

/** The login page: username or mobile number, and the second factor when the platform asks. */
export function LoginScreen() {
  const { t } = useTranslation(AUTH_NAMESPACE);
  const dispatch = useAuthDispatch();
  const navigate = useTrackedNavigate();
  const registerHref = useTrackedHref(PATHS.register);
  const { submit, busy, verification, closeVerification } = useLoginSubmit();
  const verified = useRef<LoginValue | null>(null);
  const dialingCode = useAuthSelector((state) => state.common.countryDialingCode);
  const sendCode = useCallback(
    (mobileNum: string) => dispatch(sendLoginSms({ countryDialingCode: dialingCode, mobileNum })).unwrap(),
    [dispatch, dialingCode],
  );

  const verify = useCallback(
    async (payload: VerificationPayload) => {
      verified.current = await dispatch(verifySecondFactor(payload)).unwrap();
      return verified.current !== null;
    },
    [dispatch],
  );

  const passed = useCallback(() => {
    const value = verified.current;
    if (!value || !verification) return;
    void dispatch(completeLogin({ value, request: verification.request }))
      .unwrap()
      .then((destination) => navigate(destination, { replace: true }));
  }, [dispatch, navigate, verification]);

  return (
    <div className="auth-login">
      <Tabs
        label={t('login.modes')}
        tabs={[
          { id: 'username', label: t('login.tab.username'), content: <UsernameLoginForm busy={busy} onSubmit={(request) => void submit(request)} /> },
          { id: 'sms', label: t('login.tab.sms'), content: <SmsLoginForm busy={busy} onSubmit={(request) => void submit(request)} /> },
        ]}
      />
      <p className="auth-alt">
        {t('login.noAccount')} <Link to={registerHref}>{t('login.register')}</Link>
      </p>
      {verification ? (
        <SecondFactorModal
          open
          flags={verification.flags}
          credentials={{ username: verification.request.username, password: verification.request.password }}
          onVerify={verify}
          onPassed={passed}
          onSendCode={sendCode}
          onClose={closeVerification}
        />
      ) : null}
    </div>
  );
}

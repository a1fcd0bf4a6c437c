import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTexts } from '@lotto/i18n';
import { PATHS, useTrackedHref, useTrackedNavigate } from '@lotto/app-core';
import { AlertDialog, Button, Tabs } from '@lotto/ui';
import { BindAccountDialog } from '../identity-binding/BindAccountDialog';
import { GoogleSignInButton } from '../identity-provider/GoogleSignInButton';
import { destinationAfterRegister } from '../register/after-register';
import { useIdentityBinding } from '../identity-binding/use-identity-binding';
import { useProviderPhone } from '../identity-provider/use-provider-phone';
import { useAuthDispatch, useAuthSelector } from '../state/hooks';
import { AUTH_NAMESPACE } from '../locales';
import { completeLogin } from '../session/login-flow';
import { SecondFactorModal } from '../second-factor/SecondFactorModal';
import { prepareEncryptedCall } from '../shared/prepare-encryption';
import { usePlatformSms } from './use-platform-sms';
import { SmsLoginForm } from './SmsLoginForm';
import { useLoginSubmit } from './use-login-submit';
import { useTrackingEvents } from '../shared/tracking-events';
import { UsernameLoginForm } from './UsernameLoginForm';
import { verifySecondFactor } from '../second-factor/verify-flow';
import type { LoginRequest } from '../session/login-flow';
import type { LoginValue, VerificationPayload } from '../types';
import '../auth.css';

/**
 * The login page: username or mobile number, sign-in with the identity provider, the second
 * factor when the platform asks, and the binding flow for a provider identity no member owns.
 */
export function LoginScreen() {
  const { t } = useTexts(AUTH_NAMESPACE);
  const dispatch = useAuthDispatch();
  const tracking = useTrackingEvents();
  const navigate = useTrackedNavigate();
  const registerHref = useTrackedHref(PATHS.register);
  const binding = useIdentityBinding();
  const { submit, busy, verification, closeVerification } = useLoginSubmit({ onBind: binding.onBind });
  const [tab, setTab] = useState('username');
  // While linking, the username login carries the provider's identity for the platform to bind.
  const submitLogin = (request: LoginRequest) =>
    submit(request.type === 'username' && binding.linking ? { ...request, identity: binding.linking } : request);
  const verified = useRef<LoginValue | null>(null);
  const dialingCode = useAuthSelector((state) => state.common.countryDialingCode);
  const providerPhone = useProviderPhone();
  const sendPlatformSms = usePlatformSms();
  const sendCode = useCallback(
    (mobileNum: string) =>
      providerPhone.active ? providerPhone.send(`+${dialingCode}${mobileNum}`, document.body) : sendPlatformSms(dialingCode, mobileNum),
    [dialingCode, providerPhone, sendPlatformSms],
  );
  // The verification call is encrypted too: its key is fetched while the player fills the modal.
  const verificationId = verification?.id;
  useEffect(() => {
    if (verificationId !== undefined) void dispatch(prepareEncryptedCall());
  }, [dispatch, verificationId]);

  const verify = useCallback(
    async (payload: VerificationPayload) => {
      let sent = payload;
      // Through the provider the code is checked there; the platform gets the ID token instead.
      if (providerPhone.active && payload.method === 'S') {
        const firebaseIdToken = await providerPhone.confirm(payload.verificationCode ?? '');
        if (firebaseIdToken === null) return false;
        sent = { ...payload, verificationCode: undefined, firebaseIdToken };
      }
      verified.current = await dispatch(verifySecondFactor(sent)).unwrap();
      return verified.current !== null;
    },
    [dispatch, providerPhone],
  );

  const passed = useCallback(() => {
    const value = verified.current;
    if (!value || !verification) return;
    void dispatch(completeLogin({ value, request: verification.request }))
      .unwrap()
      .then((destination) => {
        tracking.track('login', { mode: verification.request.type });
        navigate(destination, { replace: true });
      });
  }, [dispatch, navigate, tracking, verification]);

  const linkAccount = () => {
    binding.chooseLink();
    setTab('username');
  };

  const enterAfterRegistration = () =>
    void binding.finishRegistration().then((destination) => {
      if (destination) navigate(destinationAfterRegister(window.location.search, window.location.origin), { replace: true });
    });

  return (
    <div className="auth-login">
      {binding.linking ? (
        <div className="auth-linking" role="status">
          <p>{t('identity.linking', { provider: t(`identity.channel.${binding.linking.channel}`) })}</p>
          <Button variant="text" onClick={binding.stopLinking}>
            {t('identity.linkingCancel')}
          </Button>
        </div>
      ) : null}
      <Tabs
        label={t('login.modes')}
        value={tab}
        onValueChange={setTab}
        tabs={[
          { id: 'username', label: t('login.tab.username'), content: <UsernameLoginForm busy={busy} onSubmit={submitLogin} /> },
          { id: 'sms', label: t('login.tab.sms'), content: <SmsLoginForm busy={busy} onSubmit={submitLogin} /> },
        ]}
      />
      <GoogleSignInButton
        busy={busy}
        onProof={(identity) => void submitLogin({ type: 'firebase', username: '', password: '', identity })}
      />
      <p className="auth-alt">
        {t('login.noAccount')} <Link to={registerHref}>{t('login.register')}</Link>
      </p>
      {verification ? (
        <SecondFactorModal
          key={verification.id}
          open={verification.open}
          flags={verification.flags}
          credentials={{ username: verification.request.username, password: verification.request.password }}
          onVerify={verify}
          onPassed={passed}
          onSendCode={sendCode}
          onClose={closeVerification}
        />
      ) : null}
      {binding.asking ? (
        <BindAccountDialog
          open
          channel={binding.asking.channel}
          canRegister={binding.canRegister}
          busy={binding.registering}
          onLogin={linkAccount}
          onRegister={binding.chooseRegister}
          onCancel={binding.cancel}
        />
      ) : null}
      <AlertDialog open={binding.registered !== null} message={t('register.success')} onConfirm={enterAfterRegistration} />
    </div>
  );
}

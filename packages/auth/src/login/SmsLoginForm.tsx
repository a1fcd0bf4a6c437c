import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTexts } from '@lotto/i18n';
import { Button, TextField } from '@lotto/ui';
import { useCountdown } from '../shared/countdown';
import { PhoneNumberFields } from '../fields/PhoneNumberFields';
import { useAuthDispatch, useAuthSelector } from '../state/hooks';
import { AUTH_NAMESPACE } from '../locales';
import type { LoginRequest } from '../session/login-flow';
import { prepareEncryptedCall } from '../shared/prepare-encryption';
import { usePlatformSms } from './use-platform-sms';
import { listenForOneTimeCode } from './web-otp';
import { useProviderPhone } from '../identity-provider/use-provider-phone';

interface Props {
  busy: boolean;
  onSubmit: (request: LoginRequest) => void;
}

/**
 * Mobile number and SMS code: the code goes where the password would (docs/platform-calls.md,
 * `POST /wps/session/login`). When the merchant's SMS goes through the identity provider, the
 * provider sends and checks the code and the login carries its ID token instead (type firebase,
 * channel phone).
 */
export function SmsLoginForm({ busy, onSubmit }: Props) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const providerPhone = useProviderPhone();
  const dispatch = useAuthDispatch();
  const sendPlatformSms = usePlatformSms();
  const common = useAuthSelector((state) => state.common);
  // The player's choice, else the merchant's own code (which may arrive after the form shows).
  const [chosenCode, setDialingCode] = useState('');
  const dialingCode = chosenCode || common.countryDialingCode;
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ mobile?: string; code?: string }>({});
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const mobileRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const botCheckRef = useRef<HTMLDivElement>(null);
  const [confirming, setConfirming] = useState(false);

  useEffect(() => (sentTo ? listenForOneTimeCode(setCode) : undefined), [sentTo]);

  const sendCode = async () => {
    if (sending || countdown.running) return;
    if (!mobile.trim()) {
      setErrors({ mobile: t('login.required.mobile') });
      mobileRef.current?.focus();
      return;
    }
    setErrors({});
    setSending(true);
    if (providerPhone.active) {
      const seconds = await providerPhone.send(`+${dialingCode}${mobile.trim()}`, botCheckRef.current ?? document.body);
      setSending(false);
      if (seconds !== null) {
        countdown.start(seconds);
        setSentTo(`+${dialingCode} ${mobile.trim()}`);
        codeRef.current?.focus();
      }
      return;
    }
    try {
      const seconds = await sendPlatformSms(dialingCode, mobile.trim());
      if (seconds !== null) {
        countdown.start(seconds);
        setSentTo(`+${dialingCode} ${mobile.trim()}`);
        codeRef.current?.focus();
      }
    } finally {
      setSending(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const next = {
      mobile: mobile.trim() ? undefined : t('login.required.mobile'),
      code: code.trim() ? undefined : t('login.required.code'),
    };
    setErrors(next);
    if (next.mobile) return mobileRef.current?.focus();
    if (next.code) return codeRef.current?.focus();
    if (providerPhone.active) return void confirmWithProvider();
    onSubmit({ type: 'sms', username: mobile.trim(), password: code.trim(), countryDialingCode: dialingCode });
  };

  const confirmWithProvider = async () => {
    if (confirming) return;
    if (!providerPhone.hasSent()) {
      setErrors({ code: t('sms.sendFirst') });
      return codeRef.current?.focus();
    }
    setConfirming(true);
    const idToken = await providerPhone.confirm(code.trim());
    setConfirming(false);
    if (idToken !== null) {
      onSubmit({
        type: 'firebase',
        username: mobile.trim(),
        password: '',
        countryDialingCode: dialingCode,
        identity: { channel: 'phone', idToken },
      });
    }
  };

  return (
    <form
      className="auth-form"
      method="post"
      action="#"
      noValidate
      onSubmit={handleSubmit}
      onFocus={() => void dispatch(prepareEncryptedCall())}
    >
      <PhoneNumberFields
        dialingCode={dialingCode}
        onDialingCode={setDialingCode}
        mobile={mobile}
        onMobile={setMobile}
        error={errors.mobile}
        mobileRef={mobileRef}
      />
      <div className="auth-code">
        <TextField
          ref={codeRef}
          label={t('sms.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={code}
          error={errors.code}
          hint={sentTo ? t('sms.sent', { number: sentTo }) : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button variant="secondary" busy={sending} disabled={countdown.running} onClick={() => void sendCode()}>
          {countdown.running ? t('sms.resendIn', { seconds: countdown.seconds }) : t('sms.send')}
        </Button>
      </div>
      <div ref={botCheckRef} className="auth-bot-check" />
      <Button type="submit" variant="primary" fullWidth busy={busy || confirming}>
        {t('login.submit')}
      </Button>
    </form>
  );
}

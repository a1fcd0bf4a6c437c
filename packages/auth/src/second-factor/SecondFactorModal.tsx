import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTexts } from '@lotto/i18n';
import { Button, Modal, Tabs, TextField } from '@lotto/ui';
import { useCountdown } from '../shared/countdown';
import { AUTH_NAMESPACE } from '../locales';
import type { AuthMessageKey } from '../locales/messages';
import { runPassSequence } from './pass-sequence';
import {
  EMPTY_SECOND_FACTOR,
  METHOD_FIELDS,
  firstMissingField,
  requiredMethods,
  verificationPayload,
  type SecondFactorFields,
} from './second-factor';
import type { SecondFactorMethod, VerificationPayload, VerifyFlags } from '../types';

interface Props {
  open: boolean;
  flags: VerifyFlags;
  credentials: { username: string; password: string };
  /** Sends the payload; resolves true when the server accepted it. */
  onVerify: (payload: VerificationPayload) => Promise<boolean>;
  /** Called 500 ms after the pass message closes (spec 000 §4). */
  onPassed: () => void;
  /** Sends the SMS code to the number; resolves to the seconds before a resend, or null when refused. */
  onSendCode: (mobileNum: string) => Promise<number | null>;
  onClose: () => void;
}

const FIELD_LABEL: Record<keyof SecondFactorFields, AuthMessageKey> = {
  payeeName: 'twoFactor.payeeName',
  authCode: 'twoFactor.authCode',
  email: 'twoFactor.email',
  mobileNum: 'sms.mobile',
  verificationCode: 'sms.code',
};

const FIELD_INPUT: Record<keyof SecondFactorFields, { autoComplete: string; inputMode?: 'numeric' | 'email' | 'tel'; type?: string }> = {
  payeeName: { autoComplete: 'name' },
  authCode: { autoComplete: 'one-time-code', inputMode: 'numeric' },
  email: { autoComplete: 'email', inputMode: 'email', type: 'email' },
  mobileNum: { autoComplete: 'tel-national', inputMode: 'tel', type: 'tel' },
  verificationCode: { autoComplete: 'one-time-code', inputMode: 'numeric' },
};

/** The second-factor check over the login page: one tab per method the server asks for. */
export function SecondFactorModal({ open, flags, credentials, onVerify, onPassed, onSendCode, onClose }: Props) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const methods = requiredMethods(flags);
  const [method, setMethod] = useState<SecondFactorMethod>(methods[0] ?? 'email');
  const [fields, setFields] = useState<SecondFactorFields>(EMPTY_SECOND_FACTOR);
  const [missing, setMissing] = useState<keyof SecondFactorFields | null>(null);
  const [busy, setBusy] = useState(false);
  const [passed, setPassed] = useState(false);
  const [visible, setVisible] = useState(open);
  const [sending, setSending] = useState(false);
  const countdown = useCountdown();
  const inputs = useRef<Partial<Record<keyof SecondFactorFields, HTMLInputElement | null>>>({});

  useEffect(() => setVisible(open), [open]);
  useEffect(() => (passed ? runPassSequence({ hide: () => setVisible(false), proceed: onPassed }) : undefined), [passed, onPassed]);

  const switchMethod = (next: string) => {
    setMethod(next as SecondFactorMethod);
    setFields(EMPTY_SECOND_FACTOR);
    setMissing(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const empty = firstMissingField(method, fields);
    setMissing(empty);
    if (empty) {
      inputs.current[empty]?.focus();
      return;
    }
    setBusy(true);
    try {
      if (await onVerify(verificationPayload(method, fields, credentials))) setPassed(true);
    } finally {
      setBusy(false);
    }
  };

  const sendCode = async () => {
    if (sending || countdown.running) return;
    if (!fields.mobileNum.trim()) {
      setMissing('mobileNum');
      inputs.current.mobileNum?.focus();
      return;
    }
    setMissing(null);
    setSending(true);
    try {
      const seconds = await onSendCode(fields.mobileNum.trim());
      if (seconds !== null) {
        countdown.start(seconds);
        inputs.current.verificationCode?.focus();
      }
    } finally {
      setSending(false);
    }
  };

  const form = (current: SecondFactorMethod) => (
    <form className="auth-form" noValidate onSubmit={(event) => void submit(event)}>
      {METHOD_FIELDS[current].map((name) => (
        <TextField
          key={name}
          ref={(element) => {
            inputs.current[name] = element;
          }}
          label={t(FIELD_LABEL[name])}
          name={name}
          {...FIELD_INPUT[name]}
          value={fields[name]}
          error={missing === name ? t('twoFactor.required') : undefined}
          onChange={(event) => setFields((previous) => ({ ...previous, [name]: event.target.value }))}
        />
      ))}
      {current === 'sms' ? (
        <Button variant="secondary" busy={sending} disabled={countdown.running} onClick={() => void sendCode()}>
          {countdown.running ? t('sms.resendIn', { seconds: countdown.seconds }) : t('sms.send')}
        </Button>
      ) : null}
      <Button type="submit" variant="primary" fullWidth busy={busy}>
        {t('twoFactor.submit')}
      </Button>
    </form>
  );

  return (
    <Modal open={visible} onClose={onClose} title={t('twoFactor.title')} closeOnBackdrop={false} hideCloseButton={passed}>
      {passed ? (
        <p className="auth-pass" role="status">
          {t('login_2fa_pass')}
        </p>
      ) : (
        <>
          <p className="auth-intro">{t('twoFactor.intro')}</p>
          <Tabs
            label={t('twoFactor.methods')}
            value={method}
            onValueChange={switchMethod}
            tabs={methods.map((id) => ({ id, label: t(`twoFactor.tab.${id}`), content: form(id) }))}
          />
        </>
      )}
    </Modal>
  );
}

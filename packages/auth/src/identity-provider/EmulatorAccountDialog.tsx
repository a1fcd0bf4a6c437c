import { useRef, useState, type FormEvent } from 'react';
import { useTexts } from '@lotto/i18n';
import { Button, Modal, TextField } from '@lotto/ui';
import type { EmulatorAccount } from './identity-provider';
import { AUTH_NAMESPACE } from '../locales';

interface Props {
  open: boolean;
  onDone: (account: EmulatorAccount | null) => void;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Test and demo builds only: the emulator's stand-in for Google's account chooser, which
 * cannot load offline. Any address works; the same address is the same Google account.
 */
export function EmulatorAccountDialog({ open, onDone }: Props) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL_PATTERN.test(value)) {
      setError(t('identity.emulator.emailInvalid'));
      emailRef.current?.focus();
      return;
    }
    onDone({ email: value });
  };

  return (
    <Modal open={open} onClose={() => onDone(null)} title={t('identity.emulator.title')} initialFocusRef={emailRef}>
      <form className="auth-form" noValidate onSubmit={submit}>
        <p className="auth-intro">{t('identity.emulator.intro')}</p>
        <TextField
          ref={emailRef}
          label={t('identity.emulator.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          error={error}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button type="submit" variant="primary" fullWidth>
          {t('identity.emulator.continue')}
        </Button>
      </form>
    </Modal>
  );
}

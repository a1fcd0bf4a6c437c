import { useTexts } from '@lotto/i18n';
import { Button, Modal } from '@lotto/ui';
import type { IdentityChannel } from '../identity-provider/identity-provider';
import { AUTH_NAMESPACE } from '../locales';

interface Props {
  open: boolean;
  channel: IdentityChannel;
  /** The merchant allows creating an account from the provider's identity. */
  canRegister: boolean;
  busy?: boolean;
  onLogin: () => void;
  onRegister: () => void;
  onCancel: () => void;
}

/** bind_customer_required without one-tap registration: link an existing account, or make one. */
export function BindAccountDialog({ open, channel, canRegister, busy = false, onLogin, onRegister, onCancel }: Props) {
  const { t } = useTexts(AUTH_NAMESPACE);
  const provider = t(`identity.channel.${channel}`);
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={t('identity.bind.title')}
      closeOnBackdrop={false}
      footer={
        <div className="auth-actions">
          <Button variant="primary" fullWidth onClick={onLogin} disabled={busy}>
            {t('identity.bind.login')}
          </Button>
          {canRegister ? (
            <Button variant="secondary" fullWidth onClick={onRegister} busy={busy}>
              {t('identity.bind.register')}
            </Button>
          ) : null}
        </div>
      }
    >
      <p className="auth-intro">{t(canRegister ? 'identity.bind.message' : 'identity.bind.messageLoginOnly', { provider })}</p>
    </Modal>
  );
}

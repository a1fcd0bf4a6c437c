import { useTexts } from '@lotto/i18n';
import { Button, Modal } from '@lotto/ui';
import { GAMES_NAMESPACE } from '../locales';

interface FavouriteLoginPromptProps {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
}

/** A visitor's tap on a heart: favourites live in an account, so log in (and come back here) or not now. */
export function FavouriteLoginPrompt({ open, onClose, onLogin }: FavouriteLoginPromptProps) {
  const { t } = useTexts(GAMES_NAMESPACE);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('favourites.loginTitle')}
      footer={
        <div className="games-prompt__actions">
          <Button variant="secondary" onClick={onClose}>
            {t('favourites.notNow')}
          </Button>
          <Button onClick={onLogin}>{t('favourites.login')}</Button>
        </div>
      }
    >
      <p className="games-prompt__message">{t('favourites.loginMessage')}</p>
    </Modal>
  );
}

import { useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { GAMES_NAMESPACE } from '../locales';

/** A section that could not load: what failed, and a retry that asks again. */
export function SectionFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTexts(GAMES_NAMESPACE);
  return (
    <div className="games-lanes__notice" role="alert">
      <p>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        {t('lobby.retry')}
      </Button>
    </div>
  );
}

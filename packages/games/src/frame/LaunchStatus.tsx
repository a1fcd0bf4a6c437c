import { useTexts } from '@lotto/i18n';
import { Button, Spinner } from '@lotto/ui';
import type { LaunchFailure } from '../games-slice';
import { GAMES_NAMESPACE } from '../locales';

interface LaunchStatusProps {
  failure: LaunchFailure | null;
  onRetry: () => void;
}

/** While the game starts, or why it did not (spec 001 §8), with a retry where one can help. */
export function LaunchStatus({ failure, onRetry }: LaunchStatusProps) {
  const { t } = useTexts(GAMES_NAMESPACE);
  if (failure === null) {
    return (
      <div className="games-frame__status">
        <Spinner size="large" label={t('launch.waiting')} autoHideMs={false} />
        <p>{t('launch.waiting')}</p>
      </div>
    );
  }
  const retry = failure.kind === 'timeout' || failure.kind === 'refused';
  const message = {
    timeout: t('timeout_retry_please'),
    appOnly: t('label_start_game_error'),
    unlisted: t('launch.unlisted'),
    refused: failure.kind === 'refused' && failure.message ? failure.message : t('launch.refused'),
  }[failure.kind];
  return (
    <div className="games-frame__status" role="alert">
      <p>{message}</p>
      {retry ? <Button onClick={onRetry}>{t('launch.retry')}</Button> : null}
    </div>
  );
}

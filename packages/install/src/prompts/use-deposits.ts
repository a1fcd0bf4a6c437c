import type { AppDownloadSettings } from '@lotto/api-client';
import { selectPageVisible } from '@lotto/app-core/server-data';
import { useSelector } from 'react-redux';
import { useDepositSettings, type Deposits } from '../server-data/deposit-settings';
import { forcedDownloadCloseCount } from './close-counts';
import { forcedDownloadApplies } from './deposit-rule';
import type { PromptEnvironment } from './prompt-environment';
import { selectDeposits, selectToken, type PromptsRootState } from './prompt-state';
import { selectPrompts } from './prompts-slice';

/**
 * The member's deposits, for both deposit rules: asked once after login, and every 30 s while
 * the forced download could still show (spec 001 §4; `server-data/deposit-settings.ts`). A hidden
 * page pauses the poll, and one hidden when the poll would start asks nothing until it is shown;
 * a logout stops it and forgets the deposits, so the next member starts from their own.
 */
export function useDeposits(onHome: boolean, environment: PromptEnvironment, settings: AppDownloadSettings): Deposits | null {
  const token = useSelector(selectToken);
  const deposits = useSelector(selectDeposits);
  const { forcedClosed } = useSelector((state: PromptsRootState) => selectPrompts(state));
  const visible = useSelector(selectPageVisible);
  const polls =
    !forcedClosed &&
    forcedDownloadApplies({
      settings,
      host: environment.host,
      onHome,
      loggedIn: token !== null,
      inApp: environment.inApp,
      deposits,
      closeCount: forcedDownloadCloseCount(),
    });
  useDepositSettings(deposits !== null || !polls || visible ? token : null, polls);
  return deposits;
}

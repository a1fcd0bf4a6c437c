import { nanoid } from '@reduxjs/toolkit';
import type { ApiResult } from '@lotto/api-client';
import { gameTrialLaunch, LAUNCH_GAME_TIMEOUT_MS, launchGame } from '../server-data/game-launch';
import { LAUNCH_DELAY_MS, TRIAL_READY_STATUS } from '../constants';
import { launchFailed, launchOpened, launchWaiting, type LaunchFailure } from '../games-slice';
import type { GamesThunk } from '../thunk-types';
import { launchQuery, type LaunchContext } from './launch-query';
import { isLottery, type LaunchRequest } from './launch-request';
import { isListedAddress } from './listed-hosts';
import { TIMED_OUT, wait, within } from './wait-for';

/** The white-label flag for "games start only inside the native app" (spec 001 §6; the simulator's name). */
export const IN_APP_ONLY_FLAG = 'inAppOnlyGameStart';

export interface LaunchSetting extends LaunchContext {
  /** Inside the operator's native app. */
  inApp: boolean;
  /** Hosts the merchant lists for game addresses. */
  gameHosts: readonly string[];
  appOrigin: string;
  /** The tracking contract's event (spec 001 §7): gameLaunch or startTrial. */
  track: (name: 'gameLaunch' | 'startTrial', data: Record<string, unknown>) => void;
}

/** A call that got no answer because it ran out of time (ky's TimeoutError, the old client's ECONNABORTED). */
function timedOut(result: ApiResult): boolean {
  return result.status === 0 && /time(d)? ?out|ECONNABORTED/i.test(result.message ?? '');
}

function gameUrlOf(result: ApiResult<{ gameUrl?: string; statusCode?: number | string }>): string | null {
  if (!result.success || !result.value?.gameUrl) return null;
  const { statusCode } = result.value;
  return statusCode === undefined || Number(statusCode) === TRIAL_READY_STATUS ? result.value.gameUrl : null;
}

/**
 * Spec 001 §4: wait 150 ms, then ask for the game address, for at most 10 s. A second launch
 * while one waits does nothing. A lottery in a browser is refused while the merchant allows games
 * in its app only. The address opens only on a host the merchant lists.
 */
export function startLaunch(request: LaunchRequest, setting: LaunchSetting): GamesThunk<Promise<void>> {
  return async (dispatch, getState, { api }) => {
    if (getState().games?.launch.status === 'waiting') return;
    if (request.trial === null && isLottery(request) && !setting.inApp && getState().common.whitelabelVal[IN_APP_ONLY_FLAG]) {
      dispatch(launchFailed({ kind: 'appOnly' }));
      return;
    }
    const id = nanoid();
    const abandoned = () => getState().games?.launch.id !== id;
    dispatch(launchWaiting(id));
    await wait(LAUNCH_DELAY_MS);
    if (abandoned()) return;
    const call = request.trial
      ? gameTrialLaunch(api, { gameId: request.trial.gameId, nodeId: request.trial.nodeId })
      : launchGame(api, launchQuery(request, setting));
    const result = await within(call, LAUNCH_GAME_TIMEOUT_MS);
    if (abandoned()) return;
    if (result === TIMED_OUT || timedOut(result)) {
      dispatch(launchFailed({ kind: 'timeout' }));
      return;
    }
    const gameUrl = gameUrlOf(result);
    let failure: LaunchFailure | null = null;
    if (gameUrl === null) failure = { kind: 'refused', message: result.message ?? '' };
    else if (!isListedAddress(gameUrl, setting.gameHosts, setting.appOrigin)) failure = { kind: 'unlisted' };
    if (failure !== null || gameUrl === null) {
      dispatch(launchFailed(failure ?? { kind: 'refused', message: '' }));
      return;
    }
    setting.track(request.trial ? 'startTrial' : 'gameLaunch', { vendor: request.vendor, code: request.code });
    dispatch(launchOpened(gameUrl));
  };
}

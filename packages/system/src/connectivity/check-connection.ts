import { SLOW_NETWORK_TOAST_MS, toastShown } from '@lotto/app-core';
import { FAILED_PINGS_BEFORE_LINE_SEARCH, PING_TIMEOUT_MS } from '../constants';
import { PING_PATH } from '../lines/ping-line';
import { connectionChecked } from '../system-slice';
import type { SystemThunk } from '../store-types';

/**
 * The connectivity check (GET /wps/system/test/ping, 5 s): a failure shows the info toast
 * 'network slowly' (spec 001 §8) instead of a notice. When it fails again and again, the
 * line test looks for another line in the background. Offline, there is nothing to
 * measure: the shell's offline toast already says what is wrong.
 */
export function checkConnection(): SystemThunk<Promise<boolean>> {
  return async (dispatch, getState, { api }) => {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
    const result = await api.call<string>(PING_PATH, { timeoutMs: PING_TIMEOUT_MS, alert: false });
    dispatch(connectionChecked(result.success));
    if (result.success) return true;
    dispatch(toastShown({ messageKey: 'network_slowly', durationMs: SLOW_NETWORK_TOAST_MS, variant: 'info' }));
    const { failedPingsInRow, fasterLineSearch } = getState().system;
    if (failedPingsInRow >= FAILED_PINGS_BEFORE_LINE_SEARCH && (fasterLineSearch === 'idle' || fasterLineSearch === 'none')) {
      // The line test's code loads only for a player whose line keeps failing.
      void import('./search-faster-line').then(({ searchFasterLine }) => dispatch(searchFasterLine()));
    }
    return false;
  };
}

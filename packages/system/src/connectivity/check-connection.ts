import { SLOW_NETWORK_TOAST_MS, toastShown } from '@lotto/app-core';
import { FAILED_PINGS_BEFORE_LINE_SEARCH } from '../constants';
import { ping } from '../server-data/ping';
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
    const result = await ping(api);
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

import { loadCommonData } from '@lotto/app-core';
import type { SystemThunk } from '../store-types';

/**
 * Asks the platform again whether it is in maintenance or refuses this visitor: the status
 * call is app-core's boot call (`loadCommonData`, GET /wps/system/status, never cached), which
 * renews the merchant settings with it. Errors are the shell's: its outcome handler shows the
 * notice ('Error') or, for domain_not_available, the domain error modal. Resolves with whether
 * the call succeeded.
 */
export function checkSystemStatus(): SystemThunk<Promise<boolean>> {
  return async (dispatch) => loadCommonData.fulfilled.match(await dispatch(loadCommonData()));
}

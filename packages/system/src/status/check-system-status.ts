import { getSystemStatus } from '@lotto/api-client';
import { readSavedTrackedQuery } from '@lotto/app-core';
import { statusFailed, statusReceived, statusRequested } from '../system-slice';
import type { SystemThunk } from '../store-types';
import { readRegistrationInfo, statusQuery } from './status-query';

/**
 * Asks the platform whether it is in maintenance or refuses this visitor (GET
 * /wps/system/status, never cached). Errors are the shell's: its outcome handler shows the
 * notice ('Error') or, for domain_not_available, the domain error modal. Resolves with
 * whether the call succeeded.
 */
export function checkSystemStatus(): SystemThunk<Promise<boolean>> {
  return async (dispatch, _getState, { api }) => {
    dispatch(statusRequested());
    const query = statusQuery({ href: location.href, savedTracked: readSavedTrackedQuery(), registrationInfo: readRegistrationInfo() });
    const result = await getSystemStatus(api, query);
    if (result.success && result.value) {
      dispatch(statusReceived(result.value));
      return true;
    }
    dispatch(statusFailed());
    return false;
  };
}

import type { ApiClient } from '@lotto/api-client';

/**
 * `DELETE /wps/session/logout` (COMM3, silent): the platform forgets the session, so a token that
 * leaked stays useless once the player has left. The token is the one ending, passed by the caller
 * because the session is gone from the store before the answer comes.
 */
export function endPlatformSession(api: ApiClient, token: string) {
  return api.call<null>('/wps/session/logout', { method: 'DELETE', headers: { Authorization: token } });
}

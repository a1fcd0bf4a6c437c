import type { ApiClient } from '../client';

/**
 * The push calls of spec 001 §7, in an entry of their own (`@lotto/api-client/push`): only the
 * push feature, after first paint, uses them, and the main entry rides on the first screen.
 */

/** Spec 001 §7: binds this device's push registration token to the member of the session. */
export function fcmBind(api: ApiClient, registrationToken: string) {
  return api.call<null>('/wps/relay/CSP_fcmBind', { method: 'POST', json: { registrationToken } });
}

export function fcmSubscribe(api: ApiClient, registrationToken: string, topic: string) {
  return api.call<null>('/wps/relay/CSP_fcmSubscribe', { method: 'POST', json: { registrationToken, topic } });
}

/**
 * Spec 001 §7 names the unsubscribe without its path; `CSP_fcmUnsubscribe` is the simulator's
 * (apps/platform-sim README). Sent when the session has ended, so without the session token.
 */
export function fcmUnsubscribe(api: ApiClient, registrationToken: string) {
  return api.call<null>('/wps/relay/CSP_fcmUnsubscribe', { method: 'POST', json: { registrationToken, unsubscribeAll: true } });
}

import type { ApiClient } from '@lotto/api-client';

/**
 * The push calls of spec 001 §7: this device's registration token bound to the member, its
 * topics. Neither their paths nor their bodies were seen on the platform (the call registry marks
 * them ours); the simulator's README documents them. Silent: a player who allowed notifications
 * has nothing to fix.
 */

/** `POST /wps/relay/CSP_fcmBind`, with the session: binds this device's registration token to the member. */
export function fcmBind(api: ApiClient, registrationToken: string) {
  return api.call<null>('/wps/relay/CSP_fcmBind', { method: 'POST', json: { registrationToken } });
}

/** `POST /wps/relay/CSP_fcmSubscribe`, with the session: subscribes the bound token to a topic. */
export function fcmSubscribe(api: ApiClient, registrationToken: string, topic: string) {
  return api.call<null>('/wps/relay/CSP_fcmSubscribe', { method: 'POST', json: { registrationToken, topic } });
}

/**
 * `POST /wps/relay/CSP_fcmUnsubscribe` (spec 001 §7 names it without its path; this one is the
 * simulator's). Sent when the session has ended, so without the session token.
 */
export function fcmUnsubscribe(api: ApiClient, registrationToken: string) {
  return api.call<null>('/wps/relay/CSP_fcmUnsubscribe', { method: 'POST', json: { registrationToken, unsubscribeAll: true } });
}

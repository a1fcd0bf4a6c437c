import type { ApiClient } from '@lotto/api-client';
import type { LoginValue, VerificationPayload } from '../types';

/** The second-factor call of spec 000 §7; encrypted, as it repeats the credentials (docs/platform-calls.md, Encrypted calls). */
export function postLoginVerification(api: ApiClient, payload: VerificationPayload) {
  return api.call<LoginValue>('/wps/session/login/verification', { method: 'POST', encrypted: true, json: payload });
}

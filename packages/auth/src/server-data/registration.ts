import type { ApiClient } from '@lotto/api-client';

/** Register response value (spec 000 §3): id or customerId, token, userName or customerName. */
export interface RegisterValue {
  id?: string | number;
  customerId?: string | number;
  token?: string;
  userName?: string;
  customerName?: string;
}

/** The register calls (spec 000 §7): username and mobile are encrypted, auto-username is not; module ids and the token come from `CALLS`. */
export function registerByUsername<T>(api: ApiClient, payload: Record<string, unknown>) {
  return api.call<T>('/wps/member/register', { method: 'PUT', encrypted: true, json: payload });
}

export function registerByMobile<T>(api: ApiClient, payload: Record<string, unknown>) {
  return api.call<T>('/wps/member/register/mobile', { method: 'PUT', encrypted: true, json: payload });
}

export function registerAutoUsername<T>(api: ApiClient, payload: Record<string, unknown>) {
  return api.call<T>('/wps/member/register/autoUsername', { method: 'PUT', json: payload });
}

/**
 * Registration through the identity provider (spec 000 §7: "path not shown"; this one is the
 * simulator's, documented in its README). The ID token is the credential, so it is not encrypted.
 */
export function registerByFirebase<T>(api: ApiClient, payload: Record<string, unknown>) {
  return api.call<T>('/wps/member/register/firebase', { method: 'PUT', json: payload });
}

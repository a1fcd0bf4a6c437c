import type { ApiClient } from './client';

/**
 * Sign-in and registration calls of spec 000 §7 that carry no credentials of their own
 * (the credential calls are encrypted and live with the sign-in feature, which shapes
 * their payloads).
 */

export function sendSms(api: ApiClient, body: { countryDialingCode: string; mobileNum: string } & Record<string, unknown>) {
  return api.call<{ expirationTime?: number }>('/wps/verification/sms/noLogin', { method: 'POST', json: body });
}

export function updateLanguage(api: ApiClient, language: string) {
  return api.call<null>('/wps/member/language', { method: 'PUT', json: { language } });
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

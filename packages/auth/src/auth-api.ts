import { sendSms, updateLanguage, type ApiClient } from '@lotto/api-client';
import { BIND_CUSTOMER_REQUIRED, LOGIN_VERIFY_REQUIRED } from './constants';
import type { LoginPayload, LoginValue, VerificationPayload, VerifyFlags } from './types';

/** The sign-in calls of spec 000 §7. Credentials always travel encrypted (protocol.md). */

export function postLogin(api: ApiClient, payload: LoginPayload) {
  return api.call<LoginValue | VerifyFlags>('/wps/session/login', {
    method: 'POST',
    encrypted: true,
    json: payload,
    headers: payload.device ? { Device: payload.device } : undefined,
    // The binding flow answers bind_customer_required itself; for other logins it is a plain error.
    handledCodes: payload.type === 'firebase' ? [LOGIN_VERIFY_REQUIRED, BIND_CUSTOMER_REQUIRED] : [LOGIN_VERIFY_REQUIRED],
  });
}

export function postLoginVerification(api: ApiClient, payload: VerificationPayload) {
  return api.call<LoginValue>('/wps/session/login/verification', { method: 'POST', encrypted: true, json: payload });
}

export const sendSmsCode = sendSms;

/** The password calls are encrypted too; the path is the simulator's, documented in its README. */
export function changePassword(api: ApiClient, body: { oldPassword: string; newPassword: string }) {
  return api.call<null>('/wps/member/password', { method: 'PUT', encrypted: true, json: body });
}

export const updateMemberLanguage = updateLanguage;

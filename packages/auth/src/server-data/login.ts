import type { ApiClient } from '@lotto/api-client';
import { BIND_CUSTOMER_REQUIRED, LOGIN_VERIFY_REQUIRED } from '../constants';
import type { CaptchaFields, LoginType, LoginValue, VerifyFlags } from '../types';

/** The login call of spec 000 §7. Credentials always travel encrypted (docs/platform-calls.md, Encrypted calls). */

export interface LoginPayload extends CaptchaFields {
  username: string;
  password: string;
  type: LoginType;
  countryDialingCode?: string;
  loginDeviceId: string;
  isOfficialAppLogin: boolean;
  device?: string;
  firebaseChannel?: string;
  firebaseIdToken?: string;
}

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

import type { ApiClient } from '@lotto/api-client';

/** The login code by SMS (spec 000 §7), for a visitor: it carries no credentials of its own, so it is not encrypted. */
export function sendSmsCode(api: ApiClient, body: { countryDialingCode: string; mobileNum: string } & Record<string, unknown>) {
  return api.call<{ expirationTime?: number }>('/wps/verification/sms/noLogin', { method: 'POST', json: body });
}

import type { ApiClient } from '@lotto/api-client';

/** The member's language on the platform (spec 000 §7), brought in line with the app's after a login. */
export function updateMemberLanguage(api: ApiClient, language: string) {
  return api.call<null>('/wps/member/language', { method: 'PUT', json: { language } });
}

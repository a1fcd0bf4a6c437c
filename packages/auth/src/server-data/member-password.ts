import type { ApiClient } from '@lotto/api-client';

/** The password calls are encrypted too; the path is the simulator's, documented in its README. */
export function changePassword(api: ApiClient, body: { oldPassword: string; newPassword: string }) {
  return api.call<null>('/wps/member/password', { method: 'PUT', encrypted: true, json: body });
}

import type { ApiClient } from '@lotto/api-client';

/** What the platform's password change takes, inside the encryption. */
export interface PasswordChange {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** `POST /wps/member/password` (PASS3, encrypted; docs/platform-calls.md), as the platform's own client sends it. */
export function changePassword(api: ApiClient, body: PasswordChange) {
  return api.call<null>('/wps/member/password', { method: 'POST', encrypted: true, json: body });
}

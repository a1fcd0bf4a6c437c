import type { ApiClient, MemberInfo } from '@lotto/api-client';

/** `GET /wps/member/info`: the signed-in member's account; a 401 means the session is over. */
export function getMemberInfo(api: ApiClient) {
  return api.call<MemberInfo>('/wps/member/info');
}

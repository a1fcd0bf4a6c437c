import type { ApiClient, WhitelabelNode } from '@lotto/api-client';

/** `GET /wps/system/whitelabel`: the flag tree alone, for a status answer without one. */
export function getWhitelabel(api: ApiClient) {
  return api.call<WhitelabelNode | WhitelabelNode[]>('/wps/system/whitelabel');
}

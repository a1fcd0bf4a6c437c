import type { ApiClient } from '@lotto/api-client';

/**
 * `GET /wps/relay/WPSCORE_getCustomerServiceScript`: the merchant's service scripts (`value.scripts`,
 * HTML); no module id, no token, failures silent (the registry's row), since a missing widget
 * leaves the chat entry working.
 */
export function customerServiceScript(api: ApiClient) {
  return api.call<{ scripts?: string }>('/wps/relay/WPSCORE_getCustomerServiceScript');
}

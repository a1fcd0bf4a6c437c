import type { ApiClient } from '@lotto/api-client';

/**
 * The chat's platform calls (spec 001 §7), declared as packages/api-client declares its
 * endpoints; their ModuleId and token flag come from api-client's call registry. They live here rather than in
 * api-client so that they travel in the chat's late chunk: api-client's index is on the first screen.
 */

/** What `CBS_launchChat` takes (spec 001 §3, "chat launch payload"). */
interface LaunchChatQuery {
  b2c: number;
  title: string;
  backUrl: string;
  language: string;
}

/** The member's chat address. */
export function launchChat(api: ApiClient, query: LaunchChatQuery) {
  return api.call<{ chatUrl?: string }>('/wps/relay/CBS_launchChat', { query: { ...query } });
}

/** Unread messages; silent, since a missed count is asked again at the next poll. */
export function chatUnreadCount(api: ApiClient) {
  return api.call<{ unReadCount?: number }>('/wps/relay/CBS_unreadCount', { alert: false });
}

/**
 * The merchant's service scripts (`value.scripts`, HTML): no module id, no token, failures silent
 * (the registry's row), since a missing widget leaves the chat entry working.
 */
export function customerServiceScript(api: ApiClient) {
  return api.call<{ scripts?: string }>('/wps/relay/WPSCORE_getCustomerServiceScript');
}

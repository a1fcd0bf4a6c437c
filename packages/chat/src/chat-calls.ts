import type { ApiClient } from '@lotto/api-client';

/**
 * The chat's platform calls (spec 001 §7), declared as packages/api-client declares its
 * endpoints, with the ModuleId and token flag protocol.md records. They live here rather than in
 * api-client so that they travel in the chat's late chunk: api-client's index is on the first screen.
 */

/** What `CBS_launchChat` takes (spec 001 §3, "chat launch payload"). */
interface LaunchChatQuery {
  b2c: number;
  title: string;
  backUrl: string;
  language: string;
}

/** The member's chat address: ModuleId CBS3, with the session. */
export function launchChat(api: ApiClient, query: LaunchChatQuery) {
  return api.call<{ chatUrl?: string }>('/wps/relay/CBS_launchChat', { moduleId: 'CBS3', query: { ...query } });
}

/** Unread messages: ModuleId CBS3, with the session; silent, since a missed count is asked again at the next poll. */
export function chatUnreadCount(api: ApiClient) {
  return api.call<{ unReadCount?: number }>('/wps/relay/CBS_unreadCount', { moduleId: 'CBS3', alert: false });
}

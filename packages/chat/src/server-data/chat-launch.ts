import type { ApiClient } from '@lotto/api-client';

/** What `CBS_launchChat` takes (spec 001 §3, "chat launch payload"). */
interface LaunchChatQuery {
  b2c: number;
  title: string;
  backUrl: string;
  language: string;
}

/** `GET /wps/relay/CBS_launchChat` (CBS3, with the session): the member's chat address, `value.chatUrl`. */
export function launchChat(api: ApiClient, query: LaunchChatQuery) {
  return api.call<{ chatUrl?: string }>('/wps/relay/CBS_launchChat', { query: { ...query } });
}

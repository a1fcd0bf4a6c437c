import { platformApi, WHILE_VISIBLE } from '@lotto/app-core/server-data';
import { INBOX_UNREAD_POLL_MS } from '../constants';
import { readUnreadCount } from '../inbox-items';

/**
 * The member's unread messages (`GET /wps/relay/EMFE_getInboxUnreadCount`, INBOX3, with the
 * session, silent: the next poll asks again). The argument is the session's token: it keys the
 * cache, so the next member never shares the last one's count, and the entry goes as soon as
 * nobody follows it (logout).
 */
export const inboxUnreadApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    inboxUnreadCount: build.query<number, string>({
      query: () => ({ path: '/wps/relay/EMFE_getInboxUnreadCount' }),
      transformResponse: (value: unknown) => readUnreadCount(value),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useInboxUnreadCountQuery } = inboxUnreadApi;

/**
 * Follows a member's count: at once, then every `INBOX_UNREAD_POLL_MS` while the page is visible; a
 * hidden page asks nothing and a page shown again asks at once. Unsubscribing stops it for good.
 */
export function pollInboxUnread(token: string) {
  return inboxUnreadApi.endpoints.inboxUnreadCount.initiate(token, {
    subscriptionOptions: { pollingInterval: INBOX_UNREAD_POLL_MS, ...WHILE_VISIBLE },
  });
}

type UnreadState = Parameters<ReturnType<typeof inboxUnreadApi.endpoints.inboxUnreadCount.select>>[0];

/** The member's count as last answered, its refusal's code, or nothing yet. */
export function inboxUnreadOf(state: unknown, token: string): { count?: number; errorCode?: string } {
  const entry = inboxUnreadApi.endpoints.inboxUnreadCount.select(token)(state as UnreadState);
  return { count: entry.data, errorCode: entry.error && 'errorCode' in entry.error ? entry.error.errorCode : undefined };
}

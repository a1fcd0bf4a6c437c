import { platformApi, WHILE_VISIBLE } from '@lotto/app-core/server-data';
import { UNREAD_POLL_MS } from '../constants';

/** What `CBS_unreadCount` answers. */
interface UnreadCountValue {
  unReadCount?: number;
}

/**
 * The signed-in member's unread chat messages (`GET /wps/relay/CBS_unreadCount`, CBS3, with the
 * session; silent, since a missed count is asked again at the next poll). The argument is the
 * session's token: it is not sent (the client sends the session's own), it keys the cache, so
 * the next member never shares the last one's answer or request, and the entry is dropped as
 * soon as nobody follows it (logout).
 */
export const unreadCountApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    unreadCount: build.query<number, string>({
      query: () => ({ path: '/wps/relay/CBS_unreadCount', alert: false }),
      transformResponse: (value: UnreadCountValue | null) => Math.max(0, Math.floor(Number(value?.unReadCount ?? 0)) || 0),
      keepUnusedDataFor: 0,
    }),
  }),
});

/**
 * Follows a member's count: at once, then every `UNREAD_POLL_MS` while the page is visible; a
 * hidden page asks nothing and a page shown again asks at once. A failed call keeps the last
 * count. Unsubscribing the result stops it for good.
 */
export function pollUnreadCount(token: string) {
  return unreadCountApi.endpoints.unreadCount.initiate(token, {
    subscriptionOptions: { pollingInterval: UNREAD_POLL_MS, ...WHILE_VISIBLE },
  });
}

type UnreadCountState = Parameters<ReturnType<typeof unreadCountApi.endpoints.unreadCount.select>>[0];

/** The member's count as last answered; 0 before an answer. */
export function unreadCountOf(state: unknown, token: string): number {
  return unreadCountApi.endpoints.unreadCount.select(token)(state as UnreadCountState).data ?? 0;
}

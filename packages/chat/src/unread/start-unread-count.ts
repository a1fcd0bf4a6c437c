import type { ApiClient } from '@lotto/api-client';
import { chatUnreadCount } from '../chat-calls';
import { unreadCounted } from '../chat-slice';
import { UNREAD_POLL_MS } from '../constants';
import { selectChatAccess } from '../selectors';
import type { ChatStore } from '../store-types';
import { startUnreadPolling } from './unread-poller';

/**
 * Polls `CBS_unreadCount` while a member who may chat is signed in (the same rule as the chat
 * entry's `launch`), and stops the moment that ends: a visitor, member type 4, a merchant
 * without chat, or a logout never poll. Returns a stop for the whole watch.
 */
export function startUnreadCount(store: ChatStore, api: ApiClient, page: Document = document): () => void {
  let stopPolling: (() => void) | null = null;
  let token: string | null = null;
  const follow = () => {
    const state = store.getState();
    const wanted = selectChatAccess(state) === 'launch' ? (state.session.info?.token ?? null) : null;
    if (wanted === token) return;
    token = wanted;
    stopPolling?.();
    stopPolling = null;
    if (wanted === null) return;
    stopPolling = startUnreadPolling({
      fetchCount: async () => {
        const result = await chatUnreadCount(api);
        return result.success ? Number(result.value?.unReadCount ?? 0) : null;
      },
      onCount: (count) => store.dispatch(unreadCounted(count)),
      intervalMs: UNREAD_POLL_MS,
      page,
    });
  };
  const unsubscribe = store.subscribe(follow);
  follow();
  return () => {
    unsubscribe();
    stopPolling?.();
  };
}

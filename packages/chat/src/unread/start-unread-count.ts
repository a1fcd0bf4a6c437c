import { selectPageVisible } from '@lotto/app-core/server-data';
import { selectChatAccess } from '@lotto/app-core';
import { pollUnreadCount } from '../server-data/unread-count';
import type { ChatStore } from '../store-types';

/**
 * Polls the unread count (`server-data/unread-count.ts`) while a member who may chat is signed in
 * (the same rule as the chat entry's `launch`), and stops the moment that ends: a visitor, member
 * type 4, a merchant without chat, or a logout never poll, and the member's count is dropped with
 * the poll. A page hidden when a member's poll would start asks nothing until it is shown. Returns
 * a stop for the whole watch.
 */
export function startUnreadCount(store: ChatStore): () => void {
  let poll: { token: string; unsubscribe: () => void } | null = null;
  const stopPoll = () => {
    poll?.unsubscribe();
    poll = null;
  };
  const follow = () => {
    const state = store.getState();
    const token = selectChatAccess(state) === 'launch' ? (state.session.info?.token ?? null) : null;
    if (poll?.token === token) return;
    stopPoll();
    if (token === null || !selectPageVisible(state)) return;
    poll = { token, unsubscribe: store.dispatch(pollUnreadCount(token)).unsubscribe };
  };
  const unsubscribe = store.subscribe(follow);
  follow();
  return () => {
    unsubscribe();
    stopPoll();
  };
}

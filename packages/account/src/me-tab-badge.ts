import { tabBadgeChanged } from '@lotto/app-core/tab-badges';
import { selectInboxUnread } from './inbox-unread-watch';

type WatchedState = Parameters<typeof selectInboxUnread>[0];

/** What the badge needs of a store: the shell's, or a test's. */
interface BadgeStore {
  getState(): WatchedState;
  dispatch(action: ReturnType<typeof tabBadgeChanged>): unknown;
  subscribe(listener: () => void): () => void;
}

/**
 * Keeps the Me tab's number equal to the inbox's unread count (`selectInboxUnread`: 0, so no
 * badge, for a visitor, after a logout, or where the merchant has no inbox). Sends a change only
 * when the count moves, since every action of the store calls the listener. Returns the stop.
 */
export function startMeTabBadge(store: BadgeStore): () => void {
  let shown = 0;
  const follow = () => {
    const count = selectInboxUnread(store.getState());
    if (count === shown) return;
    shown = count;
    store.dispatch(tabBadgeChanged({ tab: 'me', count }));
  };
  const unsubscribe = store.subscribe(follow);
  follow();
  return unsubscribe;
}

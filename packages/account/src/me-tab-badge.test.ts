import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { sessionEnded, sessionRestored } from '@lotto/app-core';
import type { tabBadgeChanged } from '@lotto/app-core/tab-badges';
import { startInboxUnread } from './inbox-unread-watch';
import { startMeTabBadge } from './me-tab-badge';
import { createAccountStore, MEMBER_SESSION } from './testing';

const UNREAD = '/wps/relay/EMFE_getInboxUnreadCount';

function badged(whitelabelVal: Record<string, boolean>) {
  const store = createAccountStore({ api: cannedApi({ [UNREAD]: { status: 200, success: true, value: 4 } }), common: { whitelabelVal } });
  const sent: Array<ReturnType<typeof tabBadgeChanged>['payload']> = [];
  const badgeStore = {
    getState: store.getState,
    subscribe: store.subscribe,
    dispatch: (action: ReturnType<typeof tabBadgeChanged>) => {
      sent.push(action.payload);
      return store.dispatch(action);
    },
  };
  const stops = [startInboxUnread(store), startMeTabBadge(badgeStore)];
  return { store, sent, stop: () => stops.forEach((stop) => stop()) };
}

describe('the Me tab’s number', () => {
  it('follows the inbox’s unread count: set once it is known, taken off at the logout, not sent again while it stays', async () => {
    const { store, sent, stop } = badged({ INBOX3: true });
    expect(sent).toEqual([]);
    await act(async () => void store.dispatch(sessionRestored(MEMBER_SESSION)));
    await expect.poll(() => sent).toEqual([{ tab: 'me', count: 4 }]);
    await act(async () => void store.dispatch({ type: 'unrelated/action' }));
    expect(sent).toHaveLength(1);
    await act(async () => void store.dispatch(sessionEnded()));
    expect(sent).toEqual([
      { tab: 'me', count: 4 },
      { tab: 'me', count: 0 },
    ]);
    stop();
  });

  it('never shows where the merchant has no inbox', async () => {
    const { store, sent, stop } = badged({ INBOX3: false });
    await act(async () => void store.dispatch(sessionRestored(MEMBER_SESSION)));
    expect(sent).toEqual([]);
    stop();
  });
});

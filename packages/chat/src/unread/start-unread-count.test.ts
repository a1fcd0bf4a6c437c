import { cannedApi } from '@lotto/api-client/testing';
import { sessionEnded, sessionStarted } from '@lotto/app-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNREAD_POLL_MS } from '../constants';
import { createChatStore } from '../testing';
import { startUnreadCount } from './start-unread-count';

const UNREAD = '/wps/relay/CBS_unreadCount';
const MEMBER = { token: 't-1', userName: 'player01', type: 0 };

/** A member's inbox with two unread messages, and a visible page. */
function watch(seed: Parameters<typeof createChatStore>[0] = {}) {
  const api = cannedApi({ [UNREAD]: { status: 200, success: true, value: { unReadCount: 2 } } });
  const store = createChatStore({ api, ...seed });
  const stop = startUnreadCount(store, api);
  const asked = () => api.calls.filter((call) => call.path === UNREAD).length;
  return { store, stop, asked };
}

describe('who has the unread count polled (spec 001 §4, §6; issue 15)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('a member who may chat: at once and every interval, the count in the store', async () => {
    const { store, stop, asked } = watch({ session: MEMBER });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toBe(1);
    expect(store.getState().chat.unread).toBe(2);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2);
    expect(asked()).toBe(3);
    stop();
  });

  it.each([
    ['a visitor', {}],
    ['member type 4', { session: { ...MEMBER, type: 4 } }],
    ['a merchant without chat', { session: MEMBER, chatEnabled: false }],
  ])('%s: never', async (_who, seed) => {
    const { stop, asked } = watch(seed);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(asked()).toBe(0);
    stop();
  });

  it('starts at a login and stops for good at the logout', async () => {
    const { store, stop, asked } = watch();
    store.dispatch(sessionStarted(MEMBER));
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toBe(1);
    store.dispatch(sessionEnded());
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 4);
    expect(asked()).toBe(1);
    stop();
  });
});

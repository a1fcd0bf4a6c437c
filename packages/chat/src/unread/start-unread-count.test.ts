import type { ApiResult } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { sessionEnded, sessionStarted } from '@lotto/app-core';
import { restorePageVisibility, showPage } from '@lotto/app-core/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UNREAD_POLL_MS } from '../constants';
import { selectUnread } from '../selectors';
import { createChatStore } from '../testing';
import { startUnreadCount } from './start-unread-count';

const UNREAD = '/wps/relay/CBS_unreadCount';
const MEMBER = { token: 't-1', userName: 'player01', type: 0 };
const counted = (count: number): ApiResult => ({ status: 200, success: true, value: { unReadCount: count } });

/** A member's inbox (two unread messages unless the test answers otherwise), watched by the chat. */
function watch(seed: Parameters<typeof createChatStore>[0] = {}, answer: () => ApiResult | Promise<ApiResult> = () => counted(2)) {
  const api = cannedApi({ [UNREAD]: answer });
  const store = createChatStore({ api, ...seed });
  const stop = startUnreadCount(store);
  const asked = () => api.calls.filter((call) => call.path === UNREAD).length;
  const count = () => selectUnread(store.getState());
  return { store, stop, asked, count };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  restorePageVisibility();
});

describe('who has the unread count polled (spec 001 §4, §6; issue 15)', () => {
  it('a member who may chat: at once and every interval, the count in the store', async () => {
    const { stop, asked, count } = watch({ session: MEMBER });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toBe(1);
    expect(count()).toBe(2);
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

describe('the unread count is polled while the page is visible (spec 001 §7, issue 15)', () => {
  it('asks at once, then once per interval', async () => {
    const { stop, asked, count } = watch({ session: MEMBER });
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toBe(1);
    expect(count()).toBe(2);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 3);
    expect(asked()).toBe(4);
    stop();
  });

  it('asks nothing while the page is hidden, and asks at once when it is shown again', async () => {
    const { stop, asked } = watch({ session: MEMBER });
    await vi.advanceTimersByTimeAsync(0);
    showPage('hidden');
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 5);
    expect(asked()).toBe(1);
    showPage('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toBe(2);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(asked()).toBe(3);
    stop();
  });

  it('does not start on a hidden page until it is shown', async () => {
    showPage('hidden');
    const { stop, asked } = watch({ session: MEMBER });
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2);
    expect(asked()).toBe(0);
    showPage('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(asked()).toBe(1);
    stop();
  });

  it('asks nothing after the logout, even when the page is shown again', async () => {
    const { store, stop, asked } = watch({ session: MEMBER });
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(sessionEnded());
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 4);
    showPage('hidden');
    showPage('visible');
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(asked()).toBe(1);
    stop();
  });

  it('drops an answer that arrives after the logout, and the member’s cached count with it', async () => {
    let release: (result: ApiResult) => void = () => undefined;
    const { store, stop, count } = watch({ session: MEMBER }, () => new Promise<ApiResult>((resolve) => (release = resolve)));
    await vi.advanceTimersByTimeAsync(0);
    store.dispatch(sessionEnded());
    release(counted(5));
    await vi.advanceTimersByTimeAsync(0);
    expect(count()).toBe(0);
    expect(store.getState().platformApi?.queries).toEqual({});
    stop();
  });

  it('a next login never sees the last member’s count', async () => {
    let next = 2;
    const { store, stop, count } = watch({ session: MEMBER }, () => counted(next));
    await vi.advanceTimersByTimeAsync(0);
    expect(count()).toBe(2);
    store.dispatch(sessionEnded());
    next = 0;
    store.dispatch(sessionStarted({ ...MEMBER, token: 't-2', userName: 'player02' }));
    expect(count()).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    expect(count()).toBe(0);
    stop();
  });

  it('keeps the last count when a call fails, and asks again at the next tick', async () => {
    let answer: ApiResult = counted(3);
    const { stop, asked, count } = watch({ session: MEMBER }, () => answer);
    await vi.advanceTimersByTimeAsync(0);
    answer = { status: 502, success: false, value: null };
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(count()).toBe(3);
    answer = counted(4);
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS);
    expect(asked()).toBe(3);
    expect(count()).toBe(4);
    stop();
  });

  it('asks nothing after the watch is stopped', async () => {
    const { stop, asked } = watch({ session: MEMBER });
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 4);
    expect(asked()).toBe(1);
  });
});

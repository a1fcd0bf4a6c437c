import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { sessionEnded, sessionRestored } from '@lotto/app-core';
import { restorePageVisibility, showPage } from '@lotto/app-core/testing';
import { INBOX_UNREAD_POLL_MS } from './constants';
import { selectInboxUnread, startInboxUnread } from './inbox-unread-watch';
import { createAccountStore, MEMBER_SESSION } from './testing';

const UNREAD = '/wps/relay/EMFE_getInboxUnreadCount';

function watched(whitelabelVal: Record<string, boolean>, answer = { status: 200, success: true, value: 4 }) {
  const api = cannedApi({ [UNREAD]: answer });
  const store = createAccountStore({ api, common: { whitelabelVal } });
  const asked = () => api.calls.filter((call) => call.path === UNREAD).length;
  return { store, asked, stop: startInboxUnread(store) };
}

describe('the inbox count’s poll (the Me tab’s badge)', () => {
  afterEach(() => {
    vi.useRealTimers();
    restorePageVisibility();
  });

  it('starts at a login, asks every minute while the page is visible, and stops for good at the logout', async () => {
    vi.useFakeTimers();
    const { store, asked, stop } = watched({ INBOX3: true });
    expect(asked()).toBe(0);
    await act(async () => void store.dispatch(sessionRestored(MEMBER_SESSION)));
    expect(asked()).toBe(1);
    await vi.waitFor(() => expect(selectInboxUnread(store.getState())).toBe(4));
    await act(async () => void (await vi.advanceTimersByTimeAsync(INBOX_UNREAD_POLL_MS)));
    expect(asked()).toBe(2);
    await act(async () => void store.dispatch(sessionEnded()));
    expect(selectInboxUnread(store.getState())).toBe(0);
    await act(async () => void (await vi.advanceTimersByTimeAsync(INBOX_UNREAD_POLL_MS * 3)));
    expect(asked()).toBe(2);
    stop();
  });

  it('asks nothing while the page is hidden, and at once when it is shown again', async () => {
    vi.useFakeTimers();
    const { store, asked, stop } = watched({ INBOX3: true });
    await act(async () => void store.dispatch(sessionRestored(MEMBER_SESSION)));
    await act(async () => showPage('hidden'));
    await act(async () => void (await vi.advanceTimersByTimeAsync(INBOX_UNREAD_POLL_MS * 2)));
    expect(asked()).toBe(1);
    await act(async () => showPage('visible'));
    await vi.waitFor(() => expect(asked()).toBe(2));
    stop();
  });

  it('never asks where the merchant’s switch is off, and stops where the platform says there is no inbox', async () => {
    const off = watched({ INBOX3: false });
    await act(async () => void off.store.dispatch(sessionRestored(MEMBER_SESSION)));
    expect(off.asked()).toBe(0);
    off.stop();
    vi.useFakeTimers();
    const none = watched({}, { status: 200, success: false, value: null, errorCode: 'function.not.available' } as never);
    await act(async () => void none.store.dispatch(sessionRestored(MEMBER_SESSION)));
    await act(async () => void (await vi.advanceTimersByTimeAsync(INBOX_UNREAD_POLL_MS * 3)));
    expect(none.asked()).toBe(1);
    expect(selectInboxUnread(none.store.getState())).toBe(0);
    none.stop();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { sessionEnded, sessionStarted } from '@lotto/app-core';
import { PUSH_STORAGE_KEYS } from '@lotto/app-core/push-storage-keys';
import { PENDING_RESET_MS, PUSH_STATUS } from './constants';
import { registerDevice } from './registration';
import { startPush } from './start-push';
import { createPushStore, fakeMessaging, fakePermissions } from './testing';

const OK = { success: true, status: 200, value: null } as const;
const MEMBER = { id: 1001, token: 'session-1', userName: 'player01' };
const serviceWorker = async () => ({}) as ServiceWorkerRegistration;

function setUp(
  options: { permission?: NotificationPermission; answer?: NotificationPermission; hang?: boolean; supported?: boolean } = {},
  pageChanges?: (listener: () => void) => () => void,
) {
  const store = createPushStore();
  const api = cannedApi({ '/wps/relay/CSP_fcmBind': OK, '/wps/relay/CSP_fcmSubscribe': OK, '/wps/relay/CSP_fcmUnsubscribe': OK });
  const messaging = fakeMessaging('fcm-1', { hang: options.hang, supported: options.supported });
  const permissions = fakePermissions(options.permission ?? 'default', options.answer);
  const actions = startPush({ store, api, messaging, serviceWorker, merchantCode: 'demo', permissions, pageChanges });
  const paths = () => api.calls.map((call) => call.path);
  return { store, api, messaging, permissions, actions, paths };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('the player’s own request (the account page’s "turn on")', () => {
  it('brings the prompt back even after this session’s offer, and the browser’s question follows the tap', async () => {
    const { store, actions, permissions } = setUp({ answer: 'granted' });
    store.dispatch(sessionStarted(MEMBER));
    actions.dismiss();
    expect(store.getState().push.prompt).toBe('hidden');
    actions.offer();
    expect(store.getState().push.prompt).toBe('offering');
    expect(permissions.asked).toBe(0);
    await actions.allow();
    expect(store.getState().push.registration).toBe(PUSH_STATUS.registered);
  });

  it('shows the tips where the browser refused, binds where it allowed, and does nothing for a visitor', async () => {
    const denied = setUp({ permission: 'denied' });
    denied.store.dispatch(sessionStarted(MEMBER));
    denied.actions.offer();
    expect(denied.store.getState().push.prompt).toBe('denied');
    const visitor = setUp();
    visitor.actions.offer();
    expect(visitor.store.getState().push.prompt).toBe('hidden');
  });
});

describe('the notification prompt (spec 001 §9: once per session)', () => {
  it('is offered on login when the browser has not been asked, and only once per browser session', () => {
    const { store, permissions } = setUp();
    store.dispatch(sessionStarted(MEMBER));
    expect(store.getState().push.prompt).toBe('offering');
    expect(permissions.asked).toBe(0);
    store.dispatch(sessionEnded());
    store.dispatch(sessionStarted(MEMBER));
    expect(store.getState().push.prompt).toBe('hidden');
    expect(sessionStorage.getItem(PUSH_STORAGE_KEYS.pushPromptOffered)).toBe('1');
  });

  it('asks the browser on the player’s tap, then binds and subscribes ALL', async () => {
    const { store, actions, permissions, api } = setUp({ answer: 'granted' });
    store.dispatch(sessionStarted(MEMBER));
    await actions.allow();
    expect(permissions.asked).toBe(1);
    expect(store.getState().push).toMatchObject({
      prompt: 'hidden',
      registration: PUSH_STATUS.registered,
      tokenRequest: PUSH_STATUS.registered,
    });
    expect(api.calls.map((call) => [call.path, call.body])).toEqual([
      ['/wps/relay/CSP_fcmBind', { registrationToken: 'fcm-1' }],
      ['/wps/relay/CSP_fcmSubscribe', { registrationToken: 'fcm-1', topic: 'ALL' }],
    ]);
  });

  it('shows notification_request_tips when the browser’s answer is no, and binds nothing', async () => {
    const { store, actions, paths } = setUp({ answer: 'denied' });
    store.dispatch(sessionStarted(MEMBER));
    await actions.allow();
    expect(store.getState().push.prompt).toBe('denied');
    expect(paths()).toEqual([]);
    actions.dismiss();
    expect(store.getState().push.prompt).toBe('hidden');
  });

  it('is not offered where push cannot work, nor when the browser already refused', () => {
    const unsupported = setUp({ supported: false });
    unsupported.store.dispatch(sessionStarted(MEMBER));
    expect(unsupported.store.getState().push.prompt).toBe('hidden');
    sessionStorage.clear();
    const refused = setUp({ permission: 'denied' });
    refused.store.dispatch(sessionStarted(MEMBER));
    expect(refused.store.getState().push.prompt).toBe('hidden');
  });
});

describe('binding to the session (spec 000 §4)', () => {
  it('binds at once when notifications are already allowed, and not twice for the same token, member and merchant', async () => {
    const { store, paths, messaging } = setUp({ permission: 'granted' });
    store.dispatch(sessionStarted(MEMBER));
    await vi.waitFor(() => expect(store.getState().push.registration).toBe(PUSH_STATUS.registered));
    expect(paths()).toEqual(['/wps/relay/CSP_fcmBind', '/wps/relay/CSP_fcmSubscribe']);
    // A second page of the same session (the late feature starting again) sends nothing.
    const again = createPushStore(MEMBER);
    startPush({ store: again, api: cannedApi(), messaging, serviceWorker, merchantCode: 'demo', permissions: fakePermissions('granted') });
    await vi.waitFor(() => expect(again.getState().push.registration).toBe(PUSH_STATUS.registered));
  });

  it('unsubscribes everything without the session token when the token is cleared, and binds afresh next login', async () => {
    const { store, api, paths } = setUp({ permission: 'granted' });
    store.dispatch(sessionStarted(MEMBER));
    await vi.waitFor(() => expect(store.getState().push.registration).toBe(PUSH_STATUS.registered));
    store.dispatch(sessionEnded());
    await vi.waitFor(() => expect(paths()).toContain('/wps/relay/CSP_fcmUnsubscribe'));
    const unsubscribe = api.calls.at(-1);
    expect(unsubscribe?.body).toEqual({ registrationToken: 'fcm-1', unsubscribeAll: true });
    expect(unsubscribe?.options.auth).toBe(false);
    expect(store.getState().push.registration).toBe(PUSH_STATUS.notRegistered);
    expect(localStorage.getItem(PUSH_STORAGE_KEYS.pushBinding)).toBeNull();
    store.dispatch(sessionStarted(MEMBER));
    await vi.waitFor(() => expect(paths().filter((path) => path === '/wps/relay/CSP_fcmBind')).toHaveLength(2));
  });

  it('leaves the device unregistered when the platform refuses the binding', async () => {
    const store = createPushStore();
    const api = cannedApi({ '/wps/relay/CSP_fcmBind': { success: false, status: 200, value: null, errorCode: 'sim.fault' } });
    startPush({ store, api, messaging: fakeMessaging(), serviceWorker, merchantCode: 'demo', permissions: fakePermissions('granted') });
    store.dispatch(sessionStarted(MEMBER));
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    await vi.waitFor(() => expect(store.getState().push.registration).toBe(PUSH_STATUS.notRegistered));
    expect(localStorage.getItem(PUSH_STORAGE_KEYS.pushBinding)).toBeNull();
  });
});

describe('the pending reset (spec 001 §9: 10 s)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('puts a registration still pending after 10 s back to not registered, and lets the next login try again', async () => {
    const { store, messaging } = setUp({ permission: 'granted', hang: true });
    store.dispatch(sessionStarted(MEMBER));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getState().push).toMatchObject({ registration: PUSH_STATUS.pending, tokenRequest: PUSH_STATUS.pending });
    await vi.advanceTimersByTimeAsync(PENDING_RESET_MS - 1);
    expect(store.getState().push.registration).toBe(PUSH_STATUS.pending);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().push).toMatchObject({ registration: PUSH_STATUS.notRegistered, tokenRequest: PUSH_STATUS.notRegistered });
    store.dispatch(sessionEnded());
    store.dispatch(sessionStarted(MEMBER));
    await vi.advanceTimersByTimeAsync(0);
    expect(messaging.tokensAsked).toBe(2);
  });

  it('does not start a second registration while one is pending', async () => {
    const store = createPushStore(MEMBER);
    const messaging = fakeMessaging('fcm-1', { hang: true });
    const deps = { store, api: cannedApi(), messaging, serviceWorker, merchantCode: 'demo' };
    void registerDevice(deps);
    void registerDevice(deps);
    await vi.advanceTimersByTimeAsync(0);
    expect(messaging.tokensAsked).toBe(1);
  });
});

describe('a registration tried again on the next page (spec 001 §9: pending reset after 10 s)', () => {
  afterEach(() => vi.useRealTimers());

  /** A page change the test drives, as the shell's navigation would. */
  function pages() {
    const listeners: Array<() => void> = [];
    return {
      subscribe: (listener: () => void) => {
        listeners.push(listener);
        return () => undefined;
      },
      change: () => listeners.forEach((listener) => listener()),
    };
  }

  it('leaves a pending one alone, and asks again once it was reset', async () => {
    vi.useFakeTimers();
    const navigation = pages();
    const { store, messaging } = setUp({ permission: 'granted', hang: true }, navigation.subscribe);
    store.dispatch(sessionStarted(MEMBER));
    await vi.advanceTimersByTimeAsync(0);
    expect(messaging.tokensAsked).toBe(1);
    navigation.change();
    await vi.advanceTimersByTimeAsync(PENDING_RESET_MS - 1);
    expect(store.getState().push.registration).toBe(PUSH_STATUS.pending);
    expect(messaging.tokensAsked).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getState().push.registration).toBe(PUSH_STATUS.notRegistered);
    navigation.change();
    await vi.advanceTimersByTimeAsync(0);
    expect(messaging.tokensAsked).toBe(2);
    expect(store.getState().push.registration).toBe(PUSH_STATUS.pending);
  });

  it('sends nothing more once registered, and nothing without a session or the permission', async () => {
    const navigation = pages();
    const { store, paths } = setUp({ permission: 'granted' }, navigation.subscribe);
    navigation.change();
    await Promise.resolve();
    expect(paths()).toEqual([]);
    store.dispatch(sessionStarted(MEMBER));
    await vi.waitFor(() => expect(store.getState().push.registration).toBe(PUSH_STATUS.registered));
    navigation.change();
    await Promise.resolve();
    expect(paths()).toEqual(['/wps/relay/CSP_fcmBind', '/wps/relay/CSP_fcmSubscribe']);

    const undecided = pages();
    const other = setUp({ permission: 'default' }, undecided.subscribe);
    other.store.dispatch(sessionStarted(MEMBER));
    undecided.change();
    await Promise.resolve();
    expect(other.paths()).toEqual([]);
  });
});

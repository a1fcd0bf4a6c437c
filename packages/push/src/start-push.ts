import type { ApiClient } from '@lotto/api-client';
import type { PushMessaging } from './messaging';
import { browserPermissions, type NotificationPermissions } from './permission';
import { rememberPromptOffered, wasPromptOffered } from './prompt-memory';
import { promptClosed, promptDenied, promptOffered } from './push-slice';
import { registerDevice, unregisterDevice } from './registration';
import type { PushStore } from './store-types';

export interface PushDeps {
  store: PushStore;
  api: ApiClient;
  messaging: PushMessaging;
  serviceWorker: () => Promise<ServiceWorkerRegistration>;
  merchantCode: string;
  permissions?: NotificationPermissions;
  /** Calls the listener on every change of page; returns the unsubscribe. Without it, nothing is tried again. */
  pageChanges?: (listener: () => void) => () => void;
}

/** What the prompt's buttons call. */
export interface PushPromptActions {
  /** The player's tap on the soft prompt: the browser's own prompt, then the binding. */
  allow(): Promise<void>;
  dismiss(): void;
  /**
   * The player asked for notifications (the account page's "turn on"): the soft prompt where the
   * browser may still ask, whether or not it was offered this session; the tips where it was
   * refused; the binding where it was allowed.
   */
  offer(): void;
}

/**
 * Push bound to the session (spec 000 §4, 001 §4, §9). When a token is set (a login, or a session
 * carried into this page): where push can work, a granted permission binds at once; an
 * undecided one gets the soft prompt, once per browser session; a denied one, nothing (the
 * browser would not ask again). When the token is cleared, the device is unsubscribed. A
 * registration that failed, or was still pending after 10 s and so reset (spec 001 §9), is tried
 * again on the player's next page, as long as the session and the permission last; one pending
 * or done is left alone.
 * Injects nothing: the shell joins `pushSlice` before calling.
 */
export function startPush(deps: PushDeps): PushPromptActions {
  const { store, messaging, permissions = browserPermissions } = deps;
  const register = () => registerDevice(deps).catch(() => undefined);

  const tokenSet = () => {
    if (!messaging.supported()) return;
    const permission = permissions.current();
    if (permission === 'granted') return void register();
    if (permission === 'denied' || wasPromptOffered()) return;
    rememberPromptOffered();
    store.dispatch(promptOffered());
  };

  let token = store.getState().session.info?.token ?? null;
  if (token) tokenSet();
  deps.pageChanges?.(() => {
    if (token && messaging.supported() && permissions.current() === 'granted') void register();
  });
  store.subscribe(() => {
    const next = store.getState().session.info?.token ?? null;
    if (next === token) return;
    const had = token;
    token = next;
    if (had) void unregisterDevice(deps).catch(() => undefined);
    if (next) tokenSet();
  });

  return {
    async allow() {
      const answer = await permissions.request();
      if (answer === 'denied') return void store.dispatch(promptDenied());
      store.dispatch(promptClosed());
      if (answer === 'granted') await register();
    },
    dismiss: () => void store.dispatch(promptClosed()),
    offer() {
      if (!store.getState().session.info?.token || !messaging.supported()) return;
      const permission = permissions.current();
      if (permission === 'granted') return void register();
      rememberPromptOffered();
      store.dispatch(permission === 'denied' ? promptDenied() : promptOffered());
    },
  };
}

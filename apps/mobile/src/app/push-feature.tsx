// Loaded once the page has settled (late-features.ts): the push package's code and texts stay off
// the first screen, and Firebase's messaging SDK loads only when a token is asked for.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import merchant from '@merchant';
import type { ApiClient } from '@lotto/api-client';
import { registerNamespace } from '@lotto/i18n';
import { lazyPushMessaging, PUSH_NAMESPACE, pushMessages, pushSlice, PushPromptHost, startPush, type PushStore } from '@lotto/push';
import type { AppNavigation } from './app-navigation';
import { rootReducer, type AppStore } from './create-store';

/**
 * Push bound to the session for merchants with a push project: the slice joins the store, the
 * token is watched from now on (a session already open counts as set), and the notification
 * prompt shows in a root of its own. Tokens are issued for the app's own service worker, which
 * the install feature registers in production builds; without one (dev server) a request stays
 * pending and resets after 10 s.
 */
export function startPushFeature(store: AppStore, api: ApiClient, i18n: I18n, navigation: AppNavigation): void {
  if (!merchant.push) return;
  rootReducer.inject(pushSlice);
  // A no-op action makes the store compute the injected slice's initial state now.
  store.dispatch({ type: 'push/injected' });
  // The slice is in from here on, which the lazily-joined root state's type cannot know.
  const pushStore = store as unknown as PushStore;
  registerNamespace(PUSH_NAMESPACE, pushMessages);
  const actions = startPush({
    store: pushStore,
    api,
    messaging: lazyPushMessaging(merchant.push),
    serviceWorker: () => navigator.serviceWorker.ready,
    merchantCode: merchant.code,
    // A registration that failed or was reset after 10 s pending is tried again on the next page.
    pageChanges: (listener) => navigation.subscribe(listener),
  });
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <PushPromptHost store={pushStore} actions={actions} />
      </I18nextProvider>
    </StrictMode>,
  );
}

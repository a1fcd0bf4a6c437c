// Loaded once the page has settled, or at the first "contact us" (main.tsx): the chat's code, styles and texts stay off the first screen.
import '@lotto/chat/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import merchant from '@merchant';
import type { ApiClient } from '@lotto/api-client';
import { registerNamespace } from '@lotto/i18n';
import { carryTrackedQuery, readSavedTrackedQuery, sessionStarted, type RuntimeEnvironment } from '@lotto/app-core';
import {
  browserTab,
  CHAT_NAMESPACE,
  ChatHost,
  chatMessages,
  chatSlice,
  followExternalRedirect,
  nativeAppWindow,
  openCustomerService,
  runServiceScripts,
  startUnreadCount,
  type ChatDeps,
  type ChatStore,
  type RedirectDeps,
} from '@lotto/chat';
import { lottoNativeBridge } from '@lotto/install';
import { rootReducer, type AppStore } from './create-store';
import './server-data';

export interface ChatShell {
  store: AppStore;
  api: ApiClient;
  i18n: I18n;
  environment: RuntimeEnvironment;
  /** The router's navigation, for the visitor sent to login. */
  navigate: (to: string) => unknown;
}

/** What the shell does with the chat once it has loaded: answer a "contact us". */
export interface ChatFeature {
  openCustomerService(): void;
}

const NO_HOSTS: readonly string[] = [];

/**
 * Joins the chat slice and texts, starts the unread count (members who may chat only), runs the
 * merchant's service scripts (once per page load, after first paint, since this chunk loads
 * then), follows a signed-in member's external redirect now and at each login, and shows the
 * chat entry and the chooser in a root of their own, so the shell's layout carries nothing for
 * them. Inside the native app a chat opens through the app's bridge.
 */
export function startChatFeature({ store, api, i18n, environment, navigate }: ChatShell): ChatFeature {
  registerNamespace(CHAT_NAMESPACE, chatMessages);
  rootReducer.inject(chatSlice);
  // A no-op action makes the store compute the injected slice's initial state now.
  store.dispatch({ type: 'chat/injected' });
  // Injected just above, so the slice the store's type calls optional is there from now on.
  const chatStore = store as unknown as ChatStore;
  const native = lottoNativeBridge();
  const deps: ChatDeps = {
    navigate: (to) => void navigate(carryTrackedQuery(to, window.location.search, { saved: readSavedTrackedQuery() })),
    openWindow: environment.inApp ? nativeAppWindow((url) => native.openUrl(url)) : browserTab,
    language: () => i18n.language,
  };
  startUnreadCount(chatStore);
  void runServiceScripts(api, merchant.vendorHosts.serviceScripts ?? NO_HOSTS);
  const redirect: RedirectDeps = {
    hosts: merchant.vendorHosts.sessionRedirects ?? NO_HOSTS,
    headerColor: merchant.themeColor,
    language: () => i18n.language,
    leave: (url) => window.location.replace(url),
  };
  void chatStore.dispatch(followExternalRedirect(redirect));
  // The login page's address still holds the redirect when the session starts; the way back to home comes after.
  store.startListening({ actionCreator: sessionStarted, effect: () => void chatStore.dispatch(followExternalRedirect(redirect)) });
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <ChatHost deps={deps} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
  return { openCustomerService: () => void chatStore.dispatch(openCustomerService(deps)) };
}

import { carryTrackedQuery, readSavedTrackedQuery, sessionStarted, type FeatureDescriptor } from '@lotto/app-core';
import type { ChatDeps } from './chat-deps';
import { chatSlice, type ChatState } from './chat-slice';
import { browserTab, nativeAppWindow } from './chat-window';
import { ChatHost } from './ChatHost';
import { followExternalRedirect, type RedirectDeps } from './follow-redirect';
import { CHAT_NAMESPACE, chatMessages } from './locales';
import { openCustomerService } from './open-customer-service';
import { pressChatEntry } from './press-chat';
import { runServiceScripts } from './scripts/run-service-scripts';
import { startUnreadCount } from './unread/start-unread-count';

/** What only the shell knows: the merchant file's hosts and colour, and the native app's way to open an address. */
export interface ChatOptions {
  /** Hosts whose service scripts may run (the merchant file's `vendorHosts.serviceScripts`). */
  serviceScriptHosts: readonly string[];
  /** Hosts an external redirect may carry the session to (the merchant file's `vendorHosts.sessionRedirects`). */
  sessionRedirectHosts: readonly string[];
  /** The merchant's theme colour, sent to a redirect as `headerColor`. */
  headerColor: string;
  /** Inside the native app, opens an address through the app's bridge. */
  openInApp: (url: string) => boolean;
}

/** What the shell does with the chat once it has started: answer a "contact us", and a chat entry pressed elsewhere (the tab bar's Service). */
export interface ChatFeature {
  openCustomerService(): void;
  openChat(): void;
}

/**
 * Starts the unread count (members who may chat only), runs the merchant's service scripts (once
 * per page load, after first paint, since the shell starts the chat then), follows a signed-in
 * member's external redirect now and at each login, and shows the chat entry and the chooser in
 * a root of their own. Inside the native app a chat opens through the app's bridge.
 */
export const chatFeature: FeatureDescriptor<{ chat: ChatState }, ChatOptions, ChatFeature> = {
  texts: { [CHAT_NAMESPACE]: chatMessages },
  slices: { chat: chatSlice },
  start({ store, api, i18n, environment, navigation, mount }, options) {
    const deps: ChatDeps = {
      navigate: (to) => navigation.navigate(carryTrackedQuery(to, window.location.search, { saved: readSavedTrackedQuery() })),
      openWindow: environment.inApp ? nativeAppWindow(options.openInApp) : browserTab,
      language: () => i18n.language,
    };
    startUnreadCount(store);
    void runServiceScripts(api, options.serviceScriptHosts);
    const redirect: RedirectDeps = {
      hosts: options.sessionRedirectHosts,
      headerColor: options.headerColor,
      language: () => i18n.language,
      leave: (url) => window.location.replace(url),
    };
    void store.dispatch(followExternalRedirect(redirect));
    // The login page's address still holds the redirect when the session starts; the way back to home comes after.
    store.startListening({ actionCreator: sessionStarted, effect: () => void store.dispatch(followExternalRedirect(redirect)) });
    mount(<ChatHost deps={deps} />);
    return {
      openCustomerService: () => void store.dispatch(openCustomerService(deps)),
      openChat: () => void store.dispatch(pressChatEntry(deps)),
    };
  },
};

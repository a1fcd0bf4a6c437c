// Loaded once the page has settled (main.tsx, through late-features.ts): the package's code, styles and texts stay off the first screen.
import '@lotto/install/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import { registerNamespace } from '@lotto/i18n';
import {
  appDownloadChosen,
  AppUpgradeModal,
  INSTALL_NAMESPACE,
  INSTALL_PROMPTS_NAMESPACE,
  installMessages,
  installPromptMessages,
  installSlice,
  promptsSlice,
  lottoNativeBridge,
  OfflineNotice,
  registerServiceWorker,
  startAppUpgrade,
  startDynamicManifest,
  startInstallPrompts,
  startUpdateDetection,
  UpdateNotice,
} from '@lotto/install';
import { rootReducer, type AppStore } from './create-store';
import './server-data';
import type { LateFeatureDeps } from './late-feature-deps';
import { reloadWhenOnline } from './reload-when-online';
import { RoutedInstallPrompts } from './RoutedInstallPrompts';
import { takeEarlyInstallEvent } from './early-install-event';
import { trackLater } from './tracking-events';

/** vite-plugin-pwa writes the worker next to index.html; its scope is the app's (spec 000 §2). */
const SERVICE_WORKER_URL = '/m/sw.js';
const SERVICE_WORKER_SCOPE = '/m/';

/**
 * Joins the install slice and texts, links the merchant's manifest and icons (the templates call
 * runs here, after first paint), registers the service worker (the production build has
 * one) and has it cache the page language's texts, starts update detection (its start-up check
 * runs now; a found deployment updates the worker), asks the native app (inside it only) for an
 * upgrade, reloads what failed while offline once the network is back, and shows the update
 * notice, the offline notice, the upgrade modal and the install and download prompts in a root of their own: the shell's layout
 * carries nothing for them, so the first screen's JavaScript does not grow.
 */
export function startInstallFeature(
  store: AppStore,
  i18n: I18n,
  { environment, navigation, api, reloadCommonData }: LateFeatureDeps,
): void {
  registerNamespace(INSTALL_NAMESPACE, installMessages);
  registerNamespace(INSTALL_PROMPTS_NAMESPACE, installPromptMessages);
  rootReducer.inject(installSlice);
  rootReducer.inject(promptsSlice);
  // A no-op action makes the store compute the injected slice's initial state now.
  store.dispatch({ type: 'install/injected' });
  const worker = import.meta.env.PROD ? registerServiceWorker(SERVICE_WORKER_URL, SERVICE_WORKER_SCOPE) : null;
  if (worker) {
    worker.cacheTexts(i18n.language);
    i18n.on('languageChanged', (language: string) => worker.cacheTexts(language));
  }
  startUpdateDetection(store.dispatch, { onFound: () => worker?.update(), environment });
  void startDynamicManifest({ api, merchantCode: store.getState().common.merchantCode });
  startAppUpgrade(store.dispatch, environment.inApp, lottoNativeBridge());
  reloadWhenOnline(store, reloadCommonData);
  startInstallPrompts(store.dispatch, window, takeEarlyInstallEvent());
  // Install knows nothing of tracking: a download it lets go ahead becomes downloadApp here.
  store.startListening({ actionCreator: appDownloadChosen, effect: ({ payload }) => trackLater('downloadApp', { ...payload }) });
  const host = document.createElement('div');
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <UpdateNotice beforeRefresh={worker?.applyUpdate} />
          <OfflineNotice />
          <AppUpgradeModal />
          <RoutedInstallPrompts navigation={navigation} environment={environment} />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}

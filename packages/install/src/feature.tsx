import type { FeatureDescriptor } from '@lotto/app-core';
import { INSTALL_NAMESPACE, installMessages } from './locales';
import { installSlice, type InstallState } from './install-slice';
import { startDynamicManifest } from './manifest/start-dynamic-manifest';
import { OfflineNotice } from './offline/OfflineNotice';
import { registerServiceWorker } from './offline/service-worker';
import { INSTALL_PROMPTS_NAMESPACE, installPromptMessages } from './prompts/locales';
import { promptsSlice, type PromptsState } from './prompts/prompts-slice';
import { RoutedInstallPrompts } from './prompts/RoutedInstallPrompts';
import { startInstallPrompts } from './prompts/start-install-prompts';
import { UpdateNotice } from './UpdateNotice';
import { startUpdateDetection } from './update/start-update-detection';
import { AppUpgradeModal } from './upgrade/AppUpgradeModal';
import { startAppUpgrade } from './upgrade/start-app-upgrade';
import { lottoNativeBridge } from './upgrade/lotto-native';

/** What only the shell knows of the installed app. */
export interface InstallOptions {
  /** The app's service worker where its build has one (production), with the scope it serves. */
  serviceWorker: { url: string; scope: string } | null;
  /** The install offer the browser made before this feature listened, kept by the first screen (and no longer kept once taken). */
  takeEarlyInstallEvent: () => Event | null;
}

/**
 * The installed app, started once the page has settled: links the merchant's manifest and icons
 * (the templates call runs here, after first paint), registers the service worker and has it
 * cache the page language's texts, starts update detection (its start-up check runs now; a found
 * deployment updates the worker), asks the native app (inside it only) for an upgrade, and shows
 * the update notice, the offline notice, the upgrade modal and the install and download prompts
 * in a root of their own: the shell's layout carries nothing for them, so the first screen's
 * JavaScript does not grow.
 */
export const installFeature: FeatureDescriptor<{ install: InstallState; installPrompts: PromptsState }, InstallOptions> = {
  texts: { [INSTALL_NAMESPACE]: installMessages, [INSTALL_PROMPTS_NAMESPACE]: installPromptMessages },
  slices: { install: installSlice, installPrompts: promptsSlice },
  start({ store, api, i18n, environment, navigation, mount }, { serviceWorker, takeEarlyInstallEvent }) {
    const worker = serviceWorker ? registerServiceWorker(serviceWorker.url, serviceWorker.scope) : null;
    if (worker) {
      worker.cacheTexts(i18n.language);
      i18n.on('languageChanged', (language: string) => worker.cacheTexts(language));
    }
    startUpdateDetection(store.dispatch, { onFound: () => worker?.update(), environment });
    void startDynamicManifest({ api, merchantCode: store.getState().common.merchantCode });
    startAppUpgrade(store.dispatch, environment.inApp, lottoNativeBridge());
    startInstallPrompts(store.dispatch, window, takeEarlyInstallEvent());
    mount(
      <>
        <UpdateNotice beforeRefresh={worker?.applyUpdate} />
        <OfflineNotice />
        <AppUpgradeModal />
        <RoutedInstallPrompts navigation={navigation} environment={environment} />
      </>,
    );
  },
};

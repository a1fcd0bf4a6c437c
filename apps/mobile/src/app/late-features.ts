// Loaded once the page has settled (main.tsx): one import for every late feature keeps the first
// screen's import wrappers to one.
import type { i18n as I18n } from 'i18next';
import type { AppStore } from './create-store';
import type { LateFeatureDeps } from './late-feature-deps';
import { startPopupsFeature } from './home-late';
import { startBrandFeature } from './brand-feature';
import { startInstallFeature } from './install-feature';
import { startMiniGameLoader } from './mini-game-loader';
import { startTrackingFeature } from './tracking-feature';
import { startPushFeature } from './push-feature';

/**
 * Starts each feature on its own: one that throws (an engine without something it uses, such as
 * Safari's blocked local storage) is reported and leaves the others running, where it once took
 * the popups, push, brand and mini game down with it.
 */
function startEach(...starts: Array<() => unknown>): void {
  for (const start of starts) {
    try {
      start();
    } catch (error) {
      // Thrown again on its own turn, so the page's error reporting still hears of it.
      window.setTimeout(() => {
        throw error;
      });
    }
  }
}

export function startLateFeatures(store: AppStore, i18n: I18n, deps: LateFeatureDeps): void {
  startEach(
    () => startInstallFeature(store, i18n, deps),
    () => startTrackingFeature(store, deps.api, i18n),
    () => startPopupsFeature(store, i18n, deps),
    () => startPushFeature(store, deps.api, i18n, deps.navigation),
    () => void startBrandFeature(store, deps.api),
    () => startMiniGameLoader(store, i18n, deps.navigation.navigate),
  );
}

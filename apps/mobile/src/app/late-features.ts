// Loaded once the page has settled (main.tsx): one import for every late feature keeps the first
// screen's import wrappers to one.
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@lotto/api-client';
import type { RuntimeEnvironment } from '@lotto/app-core';
import type { AppStore } from './create-store';
import type { AppRouter } from './router';
import { startInstallFeature } from './install-feature';
import { startTrackingFeature } from './tracking-feature';

/** What the late features need from the shell's start. */
export interface LateFeatureDeps {
  environment: RuntimeEnvironment;
  api: ApiClient;
  router: AppRouter;
  /** Asks for the boot call again (the network came back after it failed). */
  reloadCommonData: () => void;
}

export function startLateFeatures(store: AppStore, i18n: I18n, deps: LateFeatureDeps): void {
  startInstallFeature(store, i18n, deps);
  startTrackingFeature(store, deps.api, i18n);
}

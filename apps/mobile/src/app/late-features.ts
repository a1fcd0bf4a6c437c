// Loaded once the page has settled (main.tsx): one import for every late feature keeps the first
// screen's import wrappers to one.
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@lotto/api-client';
import type { RuntimeEnvironment } from '@lotto/app-core';
import type { AppStore } from './create-store';
import { startInstallFeature } from './install-feature';
import { startTrackingFeature } from './tracking-feature';

export function startLateFeatures(
  store: AppStore,
  i18n: I18n,
  environment: RuntimeEnvironment,
  api: ApiClient,
  reloadCommonData: () => void,
): void {
  startInstallFeature(store, i18n, environment, reloadCommonData);
  startTrackingFeature(store, api, i18n);
}

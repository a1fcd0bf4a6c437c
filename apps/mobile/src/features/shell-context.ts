import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '@lotto/api-client';
import type { RuntimeEnvironment, ShellNavigation } from '@lotto/app-core';
import type { AppStore } from '../store/create-store';

/** What the shell's start hands the features it starts (main.tsx): its store, client, texts, environment and navigation. */
export interface ShellContext {
  store: AppStore;
  api: ApiClient;
  i18n: I18n;
  environment: RuntimeEnvironment;
  navigation: ShellNavigation;
}

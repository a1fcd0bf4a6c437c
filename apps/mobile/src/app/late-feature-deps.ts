import type { ApiClient } from '@lotto/api-client';
import type { RuntimeEnvironment } from '@lotto/app-core';
import type { AppNavigation } from './app-navigation';

/** What the late features need from the shell's start. */
export interface LateFeatureDeps {
  environment: RuntimeEnvironment;
  api: ApiClient;
  navigation: AppNavigation;
  /** Asks for the boot call again (the network came back after it failed). */
  reloadCommonData: () => void;
}

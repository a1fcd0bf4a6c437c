import type { ApiClient } from '@lotto/api-client';
import type { RuntimeEnvironment } from '@lotto/app-core';
import type { AppRouter } from './router';

/** What the late features need from the shell's start. */
export interface LateFeatureDeps {
  environment: RuntimeEnvironment;
  api: ApiClient;
  router: AppRouter;
  /** Opens an address of the app from outside the router's tree (the mini game's lottery). */
  navigate: (to: string) => void;
  /** Asks for the boot call again (the network came back after it failed). */
  reloadCommonData: () => void;
}

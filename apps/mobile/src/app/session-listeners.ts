import { autoLoginSwitchedOff, rememberedLoginCleared, sessionEnded } from '@lotto/app-core';
import { loadAuthFeature } from './auth-feature';
import type { AppStore } from './create-store';

/** Cross-feature reactions wired in the shell, so features never import each other. */
export function registerSessionListeners(store: AppStore): void {
  store.startListening({
    actionCreator: sessionEnded,
    effect: (_action, api) => {
      // Cached answers belong to the member who just left.
      api.extra.api.clearCache();
    },
  });
  store.startListening({
    predicate: (action) => autoLoginSwitchedOff.match(action) || rememberedLoginCleared.match(action),
    effect: async (action) => {
      const auth = await loadAuthFeature(store);
      await auth.applySessionEffect(action.type);
    },
  });
}

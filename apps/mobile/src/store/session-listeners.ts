import {
  autoLoginSwitchedOff,
  loadRankProgress,
  rememberedLoginCleared,
  sessionEnded,
  sessionStarted,
  forgetOldIosRestore,
  leavePage,
  oldIosHomeAddress,
  rememberForOldIos,
  unauthorizedAnswered,
} from '@lotto/app-core';
import { loadAuthFeature } from './auth-feature';
import type { AppStore } from './create-store';

/** Cross-feature reactions wired in the shell, so features never import each other. */
export function registerSessionListeners(store: AppStore): void {
  // Token set (spec 000 §4): rank progress loaded (member info comes with the login). The push
  // binding is the push feature's own (@lotto/push's pushFeature), which watches the token after first paint.
  store.startListening({
    actionCreator: sessionStarted,
    effect: (_action, api) => {
      void api.dispatch(loadRankProgress());
    },
  });
  // Token cleared: member data is cleared by the session slice, the push token by the push feature.
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

/**
 * Old iOS installed apps: every change of page or session is kept in local storage, and a
 * 401 on any call clears it and the session and goes home (spec 000 §4, §8).
 */
export function registerOldIosRestore(
  store: AppStore,
  navigation: { subscribe: (listener: () => void) => () => void },
  goTo: (address: string) => void = leavePage,
): void {
  let lastToken = store.getState().session.info?.token ?? null;
  // Once a 401 sends the app home, the page it leaves (or the guard's redirect) must not be kept again.
  let leaving = false;
  const save = () => {
    if (leaving) return;
    rememberForOldIos(
      `${window.location.pathname}${window.location.search}${window.location.hash}`,
      store.getState().session.info?.token ?? null,
    );
  };
  save();
  store.subscribe(() => {
    const token = store.getState().session.info?.token ?? null;
    if (token !== lastToken) {
      lastToken = token;
      save();
    }
  });
  navigation.subscribe(save);
  store.startListening({
    actionCreator: unauthorizedAnswered,
    effect: (_action, api) => {
      if (leaving) return;
      leaving = true;
      forgetOldIosRestore();
      if (api.getState().session.info) api.dispatch(sessionEnded());
      goTo(oldIosHomeAddress(window.location.search));
    },
  });
}

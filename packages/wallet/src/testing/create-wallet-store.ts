import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ApiClient } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { commonSlice, feedbackSlice, initialCommonState, sessionRestored, sessionSlice, type SessionInfo } from '@lotto/app-core';
import { followPageVisibility, platformApi } from '@lotto/app-core/server-data';

/** The session and the server data the wallet reads, as the shell's store holds them; seeded for a test or a story. */
export function createWalletStore({ session = null, api = cannedApi() }: { session?: SessionInfo | null; api?: ApiClient } = {}) {
  const store = configureStore({
    reducer: combineSlices(commonSlice, sessionSlice, feedbackSlice, platformApi),
    preloadedState: { common: initialCommonState('demo', 'Demo') },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }).concat(
        platformApi.middleware,
        followPageVisibility,
      ),
  });
  if (session) store.dispatch(sessionRestored(session));
  return store;
}

export type WalletTestStore = ReturnType<typeof createWalletStore>;

import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ApiClient } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { commonSlice, feedbackSlice, initialCommonState, sessionRestored, sessionSlice, type SessionInfo } from '@lotto/app-core';
import { followPageVisibility, platformApi } from '@lotto/app-core/server-data';
import { gamesSlice, initialGamesState, type GamesState } from '../games-slice';

interface GamesStoreSeed {
  api?: ApiClient;
  whitelabelVal?: Record<string, boolean>;
  session?: SessionInfo | null;
  imageCDNs?: string[];
  currency?: { currency: string; currencySymbol: string };
}

/** The games slice as the shell injects it, beside the common and session slices and the server data it reads; seeded for a test or a story. */
export function createGamesStore(
  games: Partial<GamesState> = {},
  {
    api = cannedApi(),
    whitelabelVal = {},
    session = null,
    imageCDNs = ['/cdn'],
    currency = { currency: 'PHP', currencySymbol: '₱' },
  }: GamesStoreSeed = {},
) {
  const store = configureStore({
    reducer: combineSlices(gamesSlice, commonSlice, sessionSlice, feedbackSlice, platformApi),
    preloadedState: {
      games: { ...initialGamesState(), ...games },
      common: { ...initialCommonState('demo', 'Demo'), whitelabelVal, imageCDNs, ...currency },
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }).concat(
        platformApi.middleware,
        followPageVisibility,
      ),
  });
  if (session) store.dispatch(sessionRestored(session));
  return store;
}

export type GamesTestStore = ReturnType<typeof createGamesStore>;

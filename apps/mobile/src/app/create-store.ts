import {
  combineSlices,
  configureStore,
  createListenerMiddleware,
  type TypedStartListening,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { AuthState } from '@lotto/auth';
import type { InstallState } from '@lotto/install';
import type { GamesState } from '@lotto/games';
import {
  commonSlice,
  feedbackSlice,
  initialCommonState,
  sessionRestored,
  sessionSlice,
  startSessionPersistence,
  type SessionInfo,
  type ThunkExtra,
} from '@lotto/app-core';
import { systemSlice } from '@lotto/system';

/**
 * The first screen's slices are combined up front; feature slices are injected when their
 * feature loads (auth with the login page, say), so their code stays out of the first screen.
 */
export const rootReducer = combineSlices(commonSlice, sessionSlice, feedbackSlice, systemSlice).withLazyLoadedSlices<{
  auth: AuthState;
  install: InstallState;
  games: GamesState;
}>();

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(extra: ThunkExtra, merchantName: string, session: SessionInfo | null) {
  // Features react to each other's actions here, never by importing each other.
  const listeners = createListenerMiddleware({ extra });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { common: initialCommonState(extra.merchantCode, merchantName) } as Partial<RootState>,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }).prepend(listeners.middleware),
  });
  const startListening = listeners.startListening as TypedStartListening<
    RootState,
    ThunkDispatch<RootState, ThunkExtra, UnknownAction>,
    ThunkExtra
  >;
  startSessionPersistence(startListening);
  if (session) store.dispatch(sessionRestored(session));
  return Object.assign(store, { startListening });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

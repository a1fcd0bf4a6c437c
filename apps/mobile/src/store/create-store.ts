import {
  combineSlices,
  configureStore,
  createDynamicMiddleware,
  createListenerMiddleware,
  type TypedStartListening,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import type { AuthState } from '@lotto/auth';
import type { PushState } from '@lotto/push';
import type { ChatState } from '@lotto/chat';
import type { InstallState, PromptsState } from '@lotto/install';
import type { GamesState } from '@lotto/games';
import type { ServerDataState } from '@lotto/app-core/server-data';
import {
  commonSlice,
  feedbackSlice,
  initialCommonState,
  overlaysSlice,
  sessionRestored,
  sessionSlice,
  startSessionPersistence,
  type BrandState,
  type SessionInfo,
  type TabBadgesState,
  type ThunkExtra,
} from '@lotto/app-core';
import { systemSlice } from '@lotto/system';
import type { MerchantFile } from '../../merchants/types';

/**
 * The first screen's slices are combined up front (the overlays' queue among them: the system
 * screens join it there); feature slices are injected when their
 * feature loads (auth with the login page, say), so their code stays out of the first screen.
 */
export const rootReducer = combineSlices(commonSlice, sessionSlice, feedbackSlice, systemSlice, overlaysSlice).withLazyLoadedSlices<{
  auth: AuthState;
  install: InstallState;
  chat: ChatState;
  installPrompts: PromptsState;
  games: GamesState;
  push: PushState;
  brand: BrandState;
  tabBadges: TabBadgesState;
  platformApi: NonNullable<ServerDataState['platformApi']>;
}>();

/**
 * RTK Query's middleware joins when the first feature with server data loads (`server-data.ts`),
 * with its reducer: neither is on the first screen.
 */
export const lateMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

/** The merchant file's part of the common settings: what no platform call carries. */
type MerchantSettings = Pick<MerchantFile, 'name' | 'captcha' | 'smsProvider'>;

export function createAppStore(extra: ThunkExtra, merchant: MerchantSettings, session: SessionInfo | null) {
  // Features react to each other's actions here, never by importing each other.
  const listeners = createListenerMiddleware({ extra });
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      common: initialCommonState(extra.merchantCode, merchant.name, { gw: merchant.captcha, smsProvider: merchant.smsProvider }),
    } as Partial<RootState>,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(lateMiddleware.middleware),
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

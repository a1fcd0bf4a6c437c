import { combineSlices, configureStore, createListenerMiddleware } from '@reduxjs/toolkit';
import type { ApiClient } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import {
  commonSlice,
  feedbackSlice,
  initialCommonState,
  sessionSlice,
  startSessionPersistence,
  type CommonState,
  type SessionState,
} from '@lotto/app-core';
import { authSlice, type AuthState } from '../state/auth-slice';

export interface AuthStoreSeed {
  common?: Partial<CommonState>;
  auth?: Partial<AuthState>;
  /** A signed-in member (the agent page reads session.member). */
  session?: Partial<SessionState>;
  api?: ApiClient;
}

const reducer = combineSlices(commonSlice, sessionSlice, feedbackSlice, authSlice);

/** A store with the slices sign-in reads, for stories and component tests. */
export function createAuthStore({ common, auth, session, api = cannedApi() }: AuthStoreSeed = {}) {
  // The session reaches storage as in the app: through app-core's one session listener.
  const listeners = createListenerMiddleware();
  startSessionPersistence(listeners.startListening as Parameters<typeof startSessionPersistence>[0]);
  const store = configureStore({
    reducer,
    preloadedState: {
      common: { ...initialCommonState('demo', 'Lucky Star Lottery'), status: 'ready', ...common },
      auth: { passwordChangeReason: null, ...auth },
      ...(session ? { session: { info: null, member: null, memberStatus: 'idle', ...session } } : {}),
    } as Partial<ReturnType<typeof reducer>>,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }).prepend(listeners.middleware),
  });
  return store;
}

import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ApiClient, MemberInfo } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import {
  commonSlice,
  feedbackSlice,
  initialCommonState,
  loadMemberInfo,
  overlaysSlice,
  sessionRestored,
  sessionSlice,
  type CommonState,
  type SessionInfo,
} from '@lotto/app-core';
import { followPageVisibility, platformApi } from '@lotto/app-core/server-data';

export interface AccountStoreSeed {
  session?: SessionInfo | null;
  /** Member info as the platform answered it; without it the page asks the canned client. */
  member?: MemberInfo;
  common?: Partial<CommonState>;
  api?: ApiClient;
}

/** The slices and server data the account pages read, as the shell's store holds them; seeded for a test or a story. */
export function createAccountStore({ session = null, member, common, api = cannedApi() }: AccountStoreSeed = {}) {
  const store = configureStore({
    reducer: combineSlices(commonSlice, sessionSlice, feedbackSlice, overlaysSlice, platformApi),
    preloadedState: { common: { ...initialCommonState('demo', 'Lucky Star Lottery'), status: 'ready' as const, ...common } },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }).concat(
        platformApi.middleware,
        followPageVisibility,
      ),
  });
  if (session) store.dispatch(sessionRestored(session));
  if (member) store.dispatch(loadMemberInfo.fulfilled(member, 'seed'));
  return store;
}

export type AccountTestStore = ReturnType<typeof createAccountStore>;

import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ApiClient, MemberInfo } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import {
  commonSlice,
  feedbackSlice,
  initialCommonState,
  loadMemberInfo,
  sessionRestored,
  sessionSlice,
  type SessionInfo,
} from '@lotto/app-core';
import { followPageVisibility, platformApi } from '@lotto/app-core/server-data';

interface PromotionsStoreSeed {
  api?: ApiClient;
  session?: SessionInfo | null;
  /** The member's account as member info answers it; with a session and none, the page asks the canned client. */
  member?: MemberInfo | null;
  whitelabelVal?: Record<string, boolean>;
  customerService?: boolean;
}

/** The common, session and feedback slices and the server data, as the shell's store holds them; seeded for a test or a story. */
export function createPromotionsStore({
  api = cannedApi(),
  session = null,
  member = null,
  whitelabelVal = { REWCEN3: true },
  customerService = true,
}: PromotionsStoreSeed = {}) {
  const store = configureStore({
    reducer: combineSlices(commonSlice, sessionSlice, feedbackSlice, platformApi),
    preloadedState: {
      common: {
        ...initialCommonState('demo', 'Demo'),
        whitelabelVal,
        currency: 'PHP',
        currencySymbol: '₱',
        customerService: customerService ? [{ csType: 'LIVECHAT', csPosition: 1, path: 'https://chat.example/' }] : [],
      },
    },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }).concat(
        platformApi.middleware,
        followPageVisibility,
      ),
  });
  if (session) {
    store.dispatch(sessionRestored(session));
    if (member) store.dispatch(loadMemberInfo.fulfilled(member, 'seed'));
  }
  return store;
}

export type PromotionsTestStore = ReturnType<typeof createPromotionsStore>;

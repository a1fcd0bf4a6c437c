import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ApiClient } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import type { MemberInfo } from '@lotto/api-client';
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

interface StoreOptions {
  session?: SessionInfo | null;
  /** The member's type as member info gives it (1 and 2 are agents); none while it is unknown. */
  memberType?: number;
  api?: ApiClient;
}

/** The session, the merchant and the server data the invite page reads, as the shell's store holds them; seeded for a test or a story. */
export function createReferralStore({ session = null, memberType, api = cannedApi() }: StoreOptions = {}) {
  const store = configureStore({
    reducer: combineSlices(commonSlice, sessionSlice, feedbackSlice, platformApi),
    preloadedState: { common: initialCommonState('demo', 'Lucky Star Lottery') },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }).concat(
        platformApi.middleware,
        followPageVisibility,
      ),
  });
  if (session) store.dispatch(sessionRestored(session));
  if (session && memberType !== undefined) {
    const member: MemberInfo = { type: memberType, account: session.userName };
    store.dispatch(loadMemberInfo.fulfilled(member, 'seeded'));
  }
  return store;
}

export type ReferralTestStore = ReturnType<typeof createReferralStore>;

import { combineSlices, configureStore } from '@reduxjs/toolkit';
import type { ApiClient } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import {
  commonSlice,
  initialCommonState,
  loadMemberInfo,
  overlaysSlice,
  sessionRestored,
  sessionSlice,
  type SessionInfo,
} from '@lotto/app-core';
import type { MemberInfo } from '@lotto/api-client';

interface PopupsStoreSeed {
  session?: SessionInfo | null;
  member?: MemberInfo | null;
  api?: ApiClient;
}

/** The common, session and overlays slices the popups read, with a canned api for their calls; seeded for a test or a story. */
export function createPopupsStore({ session = null, member = null, api = cannedApi() }: PopupsStoreSeed = {}) {
  const extra = { api, merchantCode: 'demo', language: () => 'EN' };
  const store = configureStore({
    reducer: combineSlices(commonSlice, sessionSlice, overlaysSlice),
    preloadedState: { common: initialCommonState('demo', 'Demo') },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }),
  });
  if (session) store.dispatch(sessionRestored(session));
  if (member) store.dispatch(loadMemberInfo.fulfilled(member, 'seed'));
  return store;
}

export type PopupsTestStore = ReturnType<typeof createPopupsStore>;

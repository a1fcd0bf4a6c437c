import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { overlaysSlice, sessionRestored, sessionSlice, type SessionInfo } from '@lotto/app-core';
import { pushSlice } from '../push-slice';

/** The push slice beside the session and the overlays' queue, as the shell injects it; with a session when one is given. */
export function createPushStore(session: SessionInfo | null = null) {
  const store = configureStore({ reducer: combineSlices(pushSlice, sessionSlice, overlaysSlice) });
  if (session) store.dispatch(sessionRestored(session));
  return store;
}

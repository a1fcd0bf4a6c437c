import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { commonSlice, initialCommonState, sessionSlice, type SessionInfo, type ThunkExtra } from '@lotto/app-core';

/** Feature packages add their slices here as they arrive; each owns its part of the state. */
const rootReducer = combineSlices(commonSlice, sessionSlice);

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(extra: ThunkExtra, merchantName: string, session: SessionInfo | null) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: {
      common: initialCommonState(extra.merchantCode, merchantName),
      session: { info: session, member: null, memberStatus: 'idle' },
    } as Partial<RootState>,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: extra } }),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

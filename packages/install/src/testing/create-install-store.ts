import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { commonSlice, initialCommonState, overlaysSlice, sessionRestored, sessionSlice, type SessionInfo } from '@lotto/app-core';
import { initialInstallState, installSlice, type InstallState } from '../install-slice';

interface InstallStoreSeed {
  /** The merchant's white-label flags (MANDATORYAPPUPDATES3). */
  whitelabelVal?: Record<string, boolean>;
  session?: SessionInfo | null;
  /** The merchant's links by resourceType (the status call's `resources`). */
  resources?: Record<string, string>;
}

/** The install slice as the shell injects it, beside the common, session and overlays slices it reads; seeded for a test or a story. */
export function createInstallStore(
  install: Partial<InstallState> = {},
  { whitelabelVal = {}, session = null, resources = {} }: InstallStoreSeed = {},
) {
  const reducer = combineSlices(installSlice, commonSlice, sessionSlice, overlaysSlice);
  const store = configureStore({
    reducer,
    preloadedState: {
      install: { ...initialInstallState(), ...install },
      common: { ...initialCommonState('demo', 'Demo'), whitelabelVal, resources },
    },
  });
  if (session) store.dispatch(sessionRestored(session));
  return store;
}

export type InstallTestStore = ReturnType<typeof createInstallStore>;

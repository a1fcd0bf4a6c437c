import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { initialInstallState, installSlice, type InstallState } from '../install-slice';

/** The install slice as the shell injects it, seeded for a test or a story. */
export function createInstallStore(install: Partial<InstallState> = {}) {
  const reducer = combineSlices(installSlice);
  return configureStore({ reducer, preloadedState: { install: { ...initialInstallState(), ...install } } });
}

export type InstallTestStore = ReturnType<typeof createInstallStore>;

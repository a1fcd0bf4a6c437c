import type { Dispatch } from '@reduxjs/toolkit';
import { updateFound } from '../install-slice';
import { startCheckTriggers } from './check-triggers';
import { fetchManifestHash } from './manifest-hash';
import { createUpdateCheck } from './update-check';

/**
 * Update detection in the browser (spec 001 §4): checks on every trigger; when one finds a new
 * deployment, the update notice, and `onFound` (the service worker is updated). Returns the stop.
 */
export function startUpdateDetection(dispatch: Dispatch, onFound: () => void = () => undefined): () => void {
  const check = createUpdateCheck({
    readHash: () => fetchManifestHash((url, init) => fetch(url, init), Date.now()),
    storage: localStorage,
    isOnline: () => navigator.onLine !== false,
  });
  return startCheckTriggers(
    () =>
      void check().then((result) => {
        if (result !== 'changed') return;
        dispatch(updateFound());
        onFound();
      }),
    { window, document },
  );
}

import { localStore, sessionStore } from '@lotto/app-core';
import type { Dispatch } from '@reduxjs/toolkit';
import { updateFound } from '../install-slice';
import { startCheckTriggers } from './check-triggers';
import { checksIndex, createIndexCheck } from './index-check';
import { fetchManifestHash } from './manifest-hash';
import { createUpdateCheck } from './update-check';

export interface UpdateDetectionOptions {
  /** A new deployment was found: the service worker is updated. */
  onFound?: () => void;
  /** Where the app runs (app-core's environment): iOS 12's installed app also checks its index. */
  environment: { pwa: boolean; webclip: boolean; iosVersion: number | null };
}

/**
 * Update detection in the browser (spec 001 §4): checks on every trigger; when one finds a new
 * deployment, the update notice and `onFound`. In iOS 12's installed app each trigger also checks
 * the index's answer (`update/index-check.ts`). Returns the stop.
 */
export function startUpdateDetection(dispatch: Dispatch, { onFound = () => undefined, environment }: UpdateDetectionOptions): () => void {
  const isOnline = () => navigator.onLine !== false;
  const check = createUpdateCheck({
    readHash: (signal) => fetchManifestHash((url, init) => fetch(url, init), Date.now(), signal),
    storage: localStore,
    isOnline,
  });
  const indexCheck = checksIndex(environment)
    ? createIndexCheck({ fetchFn: (url, init) => fetch(url, init), storage: sessionStore, reload: () => location.reload(), isOnline })
    : null;
  return startCheckTriggers(
    () => {
      void indexCheck?.(Date.now());
      void check().then((result) => {
        if (result !== 'changed') return;
        dispatch(updateFound());
        onFound();
      });
    },
    { window, document },
  );
}

import { STORAGE_KEYS } from '@lotto/app-core';
import { UPDATE_CHECK_TIMEOUT_MS } from '../constants';
import { timeLimited } from './time-limit';

/** What one check found. `first`: nothing was stored, so this hash is the baseline, not news. */
export type CheckResult = 'changed' | 'same' | 'first' | 'skipped' | 'failed';

export interface UpdateCheckDeps {
  /** The current deployment's hash (fetchManifestHash bound to the browser's fetch); `signal` aborts its fetches. */
  readHash: (signal: AbortSignal) => Promise<string>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  isOnline: () => boolean;
}

/**
 * One check against the stored hash (spec 001 §4). The new hash is stored as soon as it is
 * seen, so the notice comes once per deployment: a reload, another trigger or another tab
 * compares with it and finds nothing new. A check never overlaps another, never runs offline,
 * and a failure is silent: the next trigger simply tries again. A check that gets no whole answer
 * in time fails, so a stalled fetch cannot hold the check (and every later one) for the page's life.
 */
export function createUpdateCheck({ readHash, storage, isOnline }: UpdateCheckDeps): () => Promise<CheckResult> {
  let inFlight = false;
  return async () => {
    if (inFlight || !isOnline()) return 'skipped';
    inFlight = true;
    try {
      const hash = await timeLimited(readHash, UPDATE_CHECK_TIMEOUT_MS);
      const stored = storage.getItem(STORAGE_KEYS.assetManifestHash);
      if (stored === hash) return 'same';
      storage.setItem(STORAGE_KEYS.assetManifestHash, hash);
      return stored === null ? 'first' : 'changed';
    } catch {
      return 'failed';
    } finally {
      inFlight = false;
    }
  };
}

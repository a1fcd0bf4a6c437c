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
 * compares with it and finds nothing new. A check never runs offline, and a failure is silent:
 * the next trigger simply tries again. A check that gets no whole answer in time fails, so a
 * stalled fetch cannot hold the check (and every later one) for the page's life.
 *
 * A check never overlaps another. A trigger that comes while one is in flight (the 1.5 s check on
 * a network slower than 1.5 s) runs one more check after it, since a deployment made meanwhile is
 * what that trigger is for; further triggers in that time add nothing, and get `skipped`.
 */
export function createUpdateCheck({ readHash, storage, isOnline }: UpdateCheckDeps): () => Promise<CheckResult> {
  let running: Promise<CheckResult> | null = null;
  let queued = false;
  const once = async (): Promise<CheckResult> => {
    try {
      const hash = await timeLimited(readHash, UPDATE_CHECK_TIMEOUT_MS);
      const stored = storage.getItem(STORAGE_KEYS.assetManifestHash);
      if (stored === hash) return 'same';
      storage.setItem(STORAGE_KEYS.assetManifestHash, hash);
      return stored === null ? 'first' : 'changed';
    } catch {
      return 'failed';
    }
  };
  const start = (): Promise<CheckResult> => {
    if (!isOnline()) return Promise.resolve('skipped');
    const current = once().finally(() => {
      running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    if (queued || !isOnline()) return Promise.resolve('skipped');
    queued = true;
    return running.then(() => {
      queued = false;
      return start();
    });
  };
}

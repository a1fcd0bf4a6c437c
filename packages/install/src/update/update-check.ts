import { STORAGE_KEYS } from '@lotto/app-core';

/** What one check found. `first`: nothing was stored, so this hash is the baseline, not news. */
export type CheckResult = 'changed' | 'same' | 'first' | 'skipped' | 'failed';

export interface UpdateCheckDeps {
  /** The current deployment's hash (fetchManifestHash bound to the browser's fetch). */
  readHash: () => Promise<string>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  isOnline: () => boolean;
}

/**
 * One check against the stored hash (spec 001 §4). The new hash is stored as soon as it is
 * seen, so the notice comes once per deployment: a reload, another trigger or another tab
 * compares with it and finds nothing new. A check never overlaps another, never runs offline,
 * and a failure is silent: the next trigger simply tries again.
 */
export function createUpdateCheck({ readHash, storage, isOnline }: UpdateCheckDeps): () => Promise<CheckResult> {
  let inFlight = false;
  return async () => {
    if (inFlight || !isOnline()) return 'skipped';
    inFlight = true;
    try {
      const hash = await readHash();
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

import { STORAGE_KEYS } from '@lotto/app-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { createUpdateCheck } from './update-check';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('one update check', () => {
  let online: boolean;
  let hash: string;
  beforeEach(() => {
    online = true;
    hash = 'deploy-1';
  });
  const make = (storage = memoryStorage()) => ({
    storage,
    check: createUpdateCheck({ readHash: async () => hash, storage, isOnline: () => online }),
  });

  it('takes the first hash it sees as the baseline, without a notice', async () => {
    const { check, storage } = make();
    expect(await check()).toBe('first');
    expect(storage.getItem(STORAGE_KEYS.assetManifestHash)).toBe('deploy-1');
    expect(await check()).toBe('same');
  });

  it('finds a changed hash once: the next check compares with the new one', async () => {
    const { check, storage } = make(memoryStorage({ [STORAGE_KEYS.assetManifestHash]: 'deploy-1' }));
    hash = 'deploy-2';
    expect(await check()).toBe('changed');
    expect(storage.getItem(STORAGE_KEYS.assetManifestHash)).toBe('deploy-2');
    expect(await check()).toBe('same');
  });

  it('does not run while offline', async () => {
    const { check, storage } = make();
    online = false;
    expect(await check()).toBe('skipped');
    expect(storage.getItem(STORAGE_KEYS.assetManifestHash)).toBeNull();
  });

  it('does not run while another check is in flight', async () => {
    let answer: (value: string) => void = () => undefined;
    const storage = memoryStorage({ [STORAGE_KEYS.assetManifestHash]: 'deploy-1' });
    const check = createUpdateCheck({ readHash: () => new Promise((resolve) => (answer = resolve)), storage, isOnline: () => true });
    const first = check();
    expect(await check()).toBe('skipped');
    answer('deploy-2');
    expect(await first).toBe('changed');
  });

  it('fails silently, keeps the stored hash, and the next trigger tries again', async () => {
    let fail = true;
    const storage = memoryStorage({ [STORAGE_KEYS.assetManifestHash]: 'deploy-1' });
    const check = createUpdateCheck({
      readHash: async () => {
        if (fail) throw new Error('HTTP 502');
        return 'deploy-2';
      },
      storage,
      isOnline: () => true,
    });
    expect(await check()).toBe('failed');
    expect(storage.getItem(STORAGE_KEYS.assetManifestHash)).toBe('deploy-1');
    fail = false;
    expect(await check()).toBe('changed');
  });
});

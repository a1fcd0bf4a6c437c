import { STORAGE_KEYS } from '@lotto/app-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_CHECK_TIMEOUT_MS } from '../constants';
import { fetchManifestHash } from './manifest-hash';
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

  it('never overlaps: a trigger during a check runs one check after it, and further triggers add nothing', async () => {
    const answers: Array<(value: string) => void> = [];
    const storage = memoryStorage({ [STORAGE_KEYS.assetManifestHash]: 'deploy-1' });
    const readHash = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)));
    const check = createUpdateCheck({ readHash, storage, isOnline: () => true });
    const first = check();
    const second = check();
    expect(await check()).toBe('skipped');
    expect(readHash).toHaveBeenCalledTimes(1);
    answers[0]!('deploy-1');
    expect(await first).toBe('same');
    await vi.waitFor(() => expect(readHash).toHaveBeenCalledTimes(2));
    answers[1]!('deploy-2');
    expect(await second).toBe('changed');
    expect(readHash).toHaveBeenCalledTimes(2);
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

describe('a manifest whose body stalls', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Headers and the start of the body, then nothing more, as long as the stall lasts. */
  function manifests(stall: { on: boolean }) {
    const signals: AbortSignal[] = [];
    const fetchFn = vi.fn(async (url: string, init: RequestInit) => {
      if (init.signal) signals.push(init.signal);
      if (!stall.on) return new Response(`{"${url.split('?')[0]}":2}`);
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"index.js":'));
        },
      });
      return new Response(body);
    });
    return { fetchFn, signals };
  }

  it('fails that check at the time limit, aborts its fetches, and the next trigger checks again', async () => {
    vi.useFakeTimers();
    const stall = { on: true };
    const { fetchFn, signals } = manifests(stall);
    const storage = memoryStorage({ [STORAGE_KEYS.assetManifestHash]: 'deploy-1' });
    const check = createUpdateCheck({ readHash: (signal) => fetchManifestHash(fetchFn, 1, signal), storage, isOnline: () => true });
    let first: string | undefined;
    void check().then((result) => (first = result));
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_TIMEOUT_MS - 1);
    expect(first).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(first).toBe('failed');
    expect(signals.map((signal) => signal.aborted)).toEqual([true, true]);
    stall.on = false;
    expect(await check()).toBe('changed');
    expect(fetchFn).toHaveBeenCalledTimes(4);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexedDbKeyStore, KEY_STORE_TIMEOUT_MS } from './key-store';

/** Safari 14's fault: the open request is taken and never answered. */
function stubSilentIndexedDb() {
  vi.stubGlobal('indexedDB', { open: () => ({}) });
}

describe('the remembered-login key store', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('gives up on an IndexedDB that never answers, and not before its time', async () => {
    vi.useFakeTimers();
    stubSilentIndexedDb();
    const outcome = indexedDbKeyStore.get();
    let settled = false;
    outcome.catch(() => undefined).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(KEY_STORE_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).rejects.toThrow('IndexedDB did not answer');
  });
});

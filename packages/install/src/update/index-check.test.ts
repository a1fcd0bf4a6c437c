import { STORAGE_KEYS } from '@lotto/app-core';
import { describe, expect, it, vi } from 'vitest';
import { UPDATE_CHECK_TIMEOUT_MS } from '../constants';
import { checksIndex, createIndexCheck } from './index-check';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

function make(answer: number | Error, online = true) {
  const reload = vi.fn();
  const fetchFn = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return { status: answer };
  });
  const storage = memoryStorage();
  return { reload, fetchFn, storage, check: createIndexCheck({ fetchFn, storage, reload, isOnline: () => online }) };
}

describe("iOS 12's installed app and its index (spec 001 §4)", () => {
  it('is checked only by the installed app on iOS 12', () => {
    expect(checksIndex({ pwa: true, webclip: false, iosVersion: 12.4 })).toBe(true);
    expect(checksIndex({ pwa: false, webclip: true, iosVersion: 12 })).toBe(true);
    expect(checksIndex({ pwa: false, webclip: false, iosVersion: 12.4 })).toBe(false);
    expect(checksIndex({ pwa: true, webclip: false, iosVersion: 13.1 })).toBe(false);
    expect(checksIndex({ pwa: true, webclip: false, iosVersion: null })).toBe(false);
  });

  it.each([200, 304])('keeps the page when the index answers %i', async (status) => {
    const { check, reload } = make(status);
    expect(await check(1)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it.each([404, 500, 502])('reloads when the index answers %i, once a visit', async (status) => {
    const { check, reload, fetchFn, storage } = make(status);
    expect(await check(1)).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
    expect(storage.getItem(STORAGE_KEYS.indexReloaded)).toBe('1');
    expect(await check(2)).toBe(false);
    expect(fetchFn).toHaveBeenCalledOnce();
  });

  it('asks past every cache', async () => {
    const { check, fetchFn } = make(200);
    await check(1234);
    expect(fetchFn).toHaveBeenCalledWith(
      '/m/index.html?t=1234',
      expect.objectContaining({ cache: 'no-store', credentials: 'same-origin' }),
    );
  });

  it('does nothing without an answer or while offline', async () => {
    const failed = make(new TypeError('Failed to fetch'));
    expect(await failed.check(1)).toBe(false);
    expect(failed.reload).not.toHaveBeenCalled();
    const offline = make(500, false);
    expect(await offline.check(1)).toBe(false);
    expect(offline.fetchFn).not.toHaveBeenCalled();
  });

  it('gives up on an index that never answers at the time limit, without a reload, and checks again next time', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    let stalled = true;
    const fetchFn = vi.fn((_url: string, _init: RequestInit) =>
      stalled ? new Promise<{ status: number }>(() => undefined) : Promise.resolve({ status: 200 }),
    );
    const check = createIndexCheck({ fetchFn, storage: memoryStorage(), reload, isOnline: () => true });
    let first: boolean | undefined;
    void check(1).then((result) => (first = result));
    await vi.advanceTimersByTimeAsync(UPDATE_CHECK_TIMEOUT_MS);
    expect(first).toBe(false);
    expect(fetchFn.mock.calls[0]?.[1].signal?.aborted).toBe(true);
    stalled = false;
    expect(await check(2)).toBe(false);
    expect(fetchFn).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
    vi.useRealTimers();
  });
});

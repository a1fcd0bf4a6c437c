import { SLOW_NETWORK_TOAST_MS } from '@lotto/app-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PING_TIMEOUT_MS } from '../constants';
import { cannedApi } from '@lotto/api-client/testing';
import { createSystemStore } from '../testing';
import { checkConnection } from './check-connection';
import { startSystemChecks } from './start-system-checks';

const pong = { success: true, status: 200, value: 'pong' };
const serverError = { success: false, status: 500, value: null, errorCode: 'sim.fault' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkConnection', () => {
  it('pings GET /wps/system/test/ping with the 5 s timeout and no alert', async () => {
    const api = cannedApi({ '/wps/system/test/ping': pong });
    const store = createSystemStore({ api });
    await expect(store.dispatch(checkConnection())).resolves.toBe(true);
    expect(PING_TIMEOUT_MS).toBe(5_000);
    expect(api.calls[0]).toEqual({ path: '/wps/system/test/ping', options: { timeoutMs: PING_TIMEOUT_MS, alert: false } });
    expect(store.getState().feedback.toasts).toEqual([]);
  });

  it('a failed ping shows the info toast "network slowly" for 1.5 s', async () => {
    const store = createSystemStore({ api: cannedApi({ '/wps/system/test/ping': serverError }) });
    await expect(store.dispatch(checkConnection())).resolves.toBe(false);
    expect(store.getState().feedback.toasts).toEqual([
      expect.objectContaining({ messageKey: 'network_slowly', durationMs: SLOW_NETWORK_TOAST_MS, variant: 'info' }),
    ]);
    expect(store.getState().system.failedPingsInRow).toBe(1);
  });

  it('a success resets the count of failures', async () => {
    const store = createSystemStore({ api: cannedApi({ '/wps/system/test/ping': pong }), system: { failedPingsInRow: 1 } });
    await store.dispatch(checkConnection());
    expect(store.getState().system.failedPingsInRow).toBe(0);
  });

  it('does not ping while offline', async () => {
    vi.stubGlobal('navigator', { ...navigator, onLine: false });
    const api = cannedApi({ '/wps/system/test/ping': pong });
    await createSystemStore({ api }).dispatch(checkConnection());
    expect(api.calls).toEqual([]);
  });

  it('after the second failure in a row, looks for another line in the background and offers it', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const store = createSystemStore({
      api: cannedApi({ '/wps/system/test/ping': serverError }),
      common: { domainList: [location.origin, 'https://line2.example'] },
    });
    await store.dispatch(checkConnection());
    expect(fetch).not.toHaveBeenCalled();
    await store.dispatch(checkConnection());
    await vi.waitFor(() => expect(store.getState().system.fasterLineSearch).toBe('found'));
    expect(store.getState().system.fasterLine).toBe('https://line2.example');
    // The line the page is on is not "another line".
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(String(fetch.mock.calls[0]?.[0 as never])).toMatch(/^https:\/\/line2\.example\/wps\/system\/test\/ping\?speed=/);
  });

  it('does not search again once the player dismissed the offer', async () => {
    const fetch = vi.fn(async () => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    const store = createSystemStore({
      api: cannedApi({ '/wps/system/test/ping': serverError }),
      common: { domainList: ['https://line2.example'] },
      system: { failedPingsInRow: 5, fasterLineSearch: 'dismissed' },
    });
    await store.dispatch(checkConnection());
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('startSystemChecks', () => {
  it('checks the connection once the boot call has answered, and again when the browser is back online', async () => {
    const api = cannedApi({ '/wps/system/test/ping': pong });
    const store = createSystemStore({ api });
    let answer = () => {};
    const stop = startSystemChecks(store.dispatch, new Promise<void>((resolve) => (answer = resolve)), window);
    await Promise.resolve();
    expect(api.calls).toHaveLength(0);
    answer();
    await vi.waitFor(() => expect(api.calls.map((call) => call.path)).toEqual(['/wps/system/test/ping']));
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));
    stop();
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(api.calls).toHaveLength(2);
  });
});

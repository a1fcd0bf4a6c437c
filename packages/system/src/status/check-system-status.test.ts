import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@lotto/app-core';
import { cannedApi } from '@lotto/api-client/testing';
import { createSystemStore } from '../testing';
import { checkSystemStatus } from './check-system-status';

const maintenanceOn = {
  success: true,
  status: 200,
  value: {
    maintenance: true,
    maintenanceEnd: 1_900_000_000_000,
    maintenanceTitle: 'System Maintenance',
    maintenanceDesc: '<p>Upgrading</p>',
    regionRestriction: false,
    location: { ip: '203.0.113.9' },
    restrictionDesc: '',
  },
};

describe('checkSystemStatus', () => {
  it('calls GET /wps/system/status with device MOBILE, track, originalDomain and url, never cached', async () => {
    localStorage.setItem(STORAGE_KEYS.registerInfo, JSON.stringify({ originalDomain: 'promo.example' }));
    const api = cannedApi({ '/wps/system/status': maintenanceOn });
    const store = createSystemStore({ api });
    await store.dispatch(checkSystemStatus());
    // One status call (the countries come with it: the boot call is app-core's loadCommonData).
    const status = api.calls.filter((call) => call.path === '/wps/system/status');
    expect(status).toHaveLength(1);
    const { options } = status[0]!;
    expect(options.query).toEqual({ device: 'MOBILE', track: '', originalDomain: 'promo.example', url: location.href });
    expect(options.headers).toEqual({ 'Cache-Control': 'no-cache' });
    expect(options.cache).toBeUndefined();
  });

  it('stores maintenance, its end, the texts, the restriction and the IP', async () => {
    const store = createSystemStore({ api: cannedApi({ '/wps/system/status': maintenanceOn }) });
    const pending = store.dispatch(checkSystemStatus());
    expect(store.getState().system).toMatchObject({ status: 'loading', checked: false });
    await expect(pending).resolves.toBe(true);
    expect(store.getState().system).toMatchObject({
      status: 'ready',
      checked: true,
      maintenance: true,
      maintenanceEnd: 1_900_000_000_000,
      maintenanceDesc: '<p>Upgrading</p>',
      regionRestriction: false,
      ip: '203.0.113.9',
    });
  });

  it("records a failure and keeps the last known switches; the notice is the shell's", async () => {
    const api = cannedApi({ '/wps/system/status': { success: false, status: 200, value: null, errorCode: 'domain_not_available' } });
    const store = createSystemStore({ api, system: { maintenance: true } });
    await expect(store.dispatch(checkSystemStatus())).resolves.toBe(false);
    expect(store.getState().system).toMatchObject({ status: 'failed', checked: true, maintenance: true });
    expect(store.getState().feedback.domainError).toBeNull();
  });
});

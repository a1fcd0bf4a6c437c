import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { commonSlice, loadCommonData } from './common-slice';

function storeWith(api: ApiClient) {
  return configureStore({
    reducer: { common: commonSlice.reducer },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }),
  });
}

describe('common slice', () => {
  it('fills merchant settings, flags, countries and currency from the platform', async () => {
    const store = storeWith(
      cannedApi({
        '/wps/system/config': {
          success: true,
          status: 200,
          value: { merchantCode: 'demo', merchantName: 'Lucky', whitelabelVal: { A2HS3: true }, currency: 'TLB', gw: {} },
        },
        '/wps/system/country': {
          success: true,
          status: 200,
          value: { countryCode: 'PH', countryDialingCode: '63', countries: [{ countryCode: 'PH', countryDialingCode: '63' }] },
        },
      }),
    );
    await store.dispatch(loadCommonData());
    const common = store.getState().common;
    expect(common).toMatchObject({ status: 'ready', merchantName: 'Lucky', currency: 'PHP', countryDialingCode: '63' });
    expect(common.whitelabelVal.A2HS3).toBe(true);
    expect(common.gw).toEqual({ GEETEST_ID: '', GEETEST_VERSION: 'v3', PROFILE_ICON_COUNT: 9 });
  });

  it('renews on demand: both calls ask the platform again with flush, past any kept answer', async () => {
    const api = cannedApi({
      '/wps/system/config': { success: true, status: 200, value: { merchantCode: 'demo' } },
      '/wps/system/country': { success: true, status: 200, value: null },
    });
    const store = storeWith(api);
    await store.dispatch(loadCommonData());
    await store.dispatch(loadCommonData({ renew: true }));
    const calls = api.calls.map(({ path, options }) => ({ path, flush: options.flush }));
    expect(calls).toEqual([
      { path: '/wps/system/config', flush: undefined },
      { path: '/wps/system/country', flush: undefined },
      { path: '/wps/system/config', flush: true },
      { path: '/wps/system/country', flush: true },
    ]);
    expect(store.getState().common.status).toBe('ready');
  });

  it('records a failure with the server message', async () => {
    const store = storeWith(cannedApi({ '/wps/system/config': { success: false, status: 200, value: null, message: 'No merchant' } }));
    await store.dispatch(loadCommonData());
    expect(store.getState().common).toMatchObject({ status: 'failed', error: 'No merchant' });
  });
});

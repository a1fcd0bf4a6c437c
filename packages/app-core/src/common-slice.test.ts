import { configureStore } from '@reduxjs/toolkit';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { commonSlice, initialCommonState, loadCommonData } from './common-slice';

function storeWith(api: ApiClient, common = initialCommonState('demo', 'Lucky Star Lottery')) {
  return configureStore({
    reducer: { common: commonSlice.reducer },
    preloadedState: { common },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }),
  });
}

const ok = <T>(value: T) => ({ success: true, status: 200, value });

const COUNTRIES = ok({ countryCode: 'PH', countryDialingCode: '63', countries: [{ countryCode: 'PH', countryDialingCode: '63' }] });

/** A status answer as the platform was seen sending it, with no simulator extensions. */
const PLATFORM_STATUS = ok({
  maintenance: false,
  regionRestriction: false,
  location: { ip: '203.0.113.9' },
  info: {
    customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example/live' }],
    domainRoute: ['https://line1.example', 'https://line2.example'],
    resources: [
      { resourceType: 'Android', url: 'https://dl.example/app.apk' },
      { resourceType: 'IOS', url: 'https://dl.example/ios' },
    ],
    whitelabel: [{ modId: 'REWCEN3', enabled: '1', childrenNodes: [{ modId: 'A2HS3', enabled: '0', childrenNodes: [] }] }],
    register: { username: { acceptedPattern: '^[a-z0-9]+$', minLength: '6', maxLength: '16', patternId: 'P1' } },
    mainDomain: 'lucky.example',
    analytics: { gtagId: 'G-123' },
    imageCDNs: ['https://img.example'],
    launchGameCDNs: ['https://game1.example', 'https://game2.example'],
  },
});

describe('common slice: merchant settings from the status call', () => {
  it('maps value.info into the settings: flags, customer service, lines, resources, rules, CDNs, analytics', async () => {
    const store = storeWith(cannedApi({ '/wps/system/status': PLATFORM_STATUS, '/wps/system/country': COUNTRIES }));
    await store.dispatch(loadCommonData());
    const common = store.getState().common;
    expect(common).toMatchObject({
      status: 'ready',
      merchantName: 'Lucky Star Lottery',
      whitelabelVal: { REWCEN3: true, A2HS3: false },
      customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example/live' }],
      domainList: ['https://line1.example', 'https://line2.example'],
      resources: { Android: 'https://dl.example/app.apk', IOS: 'https://dl.example/ios' },
      registerRules: { username: { acceptedPattern: '^[a-z0-9]+$', minLength: '6', maxLength: '16' } },
      mainDomain: 'lucky.example',
      analytics: { gtagId: 'G-123' },
      imageCDNs: ['https://img.example'],
      launchGameCDNs: ['https://game1.example', 'https://game2.example'],
      countryDialingCode: '63',
    });
  });

  it('keeps the merchant file’s captcha settings and SMS provider when the platform gives none', async () => {
    const api = cannedApi({ '/wps/system/status': PLATFORM_STATUS, '/wps/system/country': COUNTRIES });
    const store = storeWith(
      api,
      initialCommonState('demo', 'Lucky', { gw: { GEETEST_ID: 'abc', GEETEST_VERSION: 'v4' }, smsProvider: 'firebase' }),
    );
    await store.dispatch(loadCommonData());
    expect(store.getState().common.gw).toEqual({ GEETEST_ID: 'abc', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 9 });
    expect(store.getState().common.sms.provider).toBe('firebase');
  });

  it('takes the simulator’s extensions (gw, sms, registerCaptcha, currency) when the answer carries them', async () => {
    const status = ok({
      maintenance: false,
      regionRestriction: false,
      info: {
        ...PLATFORM_STATUS.value.info,
        gw: { GEETEST_VERSION: 'v4' },
        sms: { provider: 'platform' },
        registerCaptcha: true,
        currency: 'TLB',
      },
    });
    const store = storeWith(cannedApi({ '/wps/system/status': status, '/wps/system/country': COUNTRIES }));
    await store.dispatch(loadCommonData());
    expect(store.getState().common).toMatchObject({
      gw: { GEETEST_ID: '', GEETEST_VERSION: 'v4', PROFILE_ICON_COUNT: 9 },
      sms: { provider: 'platform' },
      register: { captcha: { enabled: true } },
      currency: 'PHP',
    });
  });

  it('asks /wps/system/whitelabel for the flags only when the status answer has no tree', async () => {
    const api = cannedApi({
      '/wps/system/status': ok({ maintenance: false, regionRestriction: false, info: { domainRoute: [] } }),
      '/wps/system/whitelabel': ok({ modId: 'GEETEST3', enabled: '1', childrenNodes: [] }),
      '/wps/system/country': COUNTRIES,
    });
    const store = storeWith(api);
    await store.dispatch(loadCommonData());
    expect(store.getState().common.whitelabelVal).toEqual({ GEETEST3: true });
    expect(api.calls.map((call) => call.path)).toEqual(['/wps/system/status', '/wps/system/country', '/wps/system/whitelabel']);

    const withTree = cannedApi({ '/wps/system/status': PLATFORM_STATUS, '/wps/system/country': COUNTRIES });
    await storeWith(withTree).dispatch(loadCommonData());
    expect(withTree.calls.map((call) => call.path)).not.toContain('/wps/system/whitelabel');
  });

  it('sends the status query, never cached, and renews the countries with flush', async () => {
    const api = cannedApi({ '/wps/system/status': PLATFORM_STATUS, '/wps/system/country': COUNTRIES });
    const store = storeWith(api);
    await store.dispatch(loadCommonData());
    await store.dispatch(loadCommonData({ renew: true }));
    const calls = api.calls.map(({ path, options }) => ({ path, flush: options.flush, cache: options.cache }));
    expect(calls).toEqual([
      { path: '/wps/system/status', flush: undefined, cache: undefined },
      { path: '/wps/system/country', flush: undefined, cache: true },
      { path: '/wps/system/status', flush: undefined, cache: undefined },
      { path: '/wps/system/country', flush: true, cache: true },
    ]);
    expect(api.calls[0]?.options.query).toMatchObject({ device: 'MOBILE', url: location.href, originalDomain: location.hostname });
  });

  it('records a failure with the server message', async () => {
    const store = storeWith(cannedApi({ '/wps/system/status': { success: false, status: 200, value: null, message: 'No merchant' } }));
    await store.dispatch(loadCommonData());
    expect(store.getState().common).toMatchObject({ status: 'failed', error: 'No merchant' });
  });
});

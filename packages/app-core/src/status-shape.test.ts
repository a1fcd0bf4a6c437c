import { configureStore } from '@reduxjs/toolkit';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { commonSlice, initialCommonState, loadCommonData } from './common-slice';
import { readSystemStatus } from './status-shape';

function boot(status: unknown, countries: unknown = { countryCode: 'PH', countryDialingCode: '63', countries: [] }, tree: unknown = null) {
  const api = cannedApi({
    '/wps/system/status': { success: true, status: 200, value: status },
    '/wps/system/country': { success: true, status: 200, value: countries },
    '/wps/system/whitelabel': { success: true, status: 200, value: tree },
  });
  const store = configureStore({
    reducer: { common: commonSlice.reducer },
    preloadedState: { common: initialCommonState('demo', 'Lucky Star Lottery') },
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: { api, merchantCode: 'demo', language: () => 'EN' } } }),
  });
  return { store, loaded: store.dispatch(loadCommonData()) };
}

/** What every feature reads from the common slice, with the types it reads them as. */
function expectUsable(common: ReturnType<typeof commonSlice.reducer>) {
  expect(common.status).toBe('ready');
  for (const list of [common.domainList, common.imageCDNs, common.launchGameCDNs, common.countries, common.customerService])
    expect(Array.isArray(list)).toBe(true);
  expect(common.domainList.every((line) => typeof line === 'string')).toBe(true);
  expect(Object.values(common.resources).every((url) => typeof url === 'string')).toBe(true);
  expect(Object.values(common.whitelabelVal).every((on) => typeof on === 'boolean')).toBe(true);
  expect(typeof common.currency).toBe('string');
  expect(typeof common.mainDomain).toBe('string');
}

describe('a malformed status answer', () => {
  it('keeps what is usable and starts anyway: resources not a list, whitelabel null, domainRoute not a list', async () => {
    const { store, loaded } = boot(
      {
        maintenance: false,
        regionRestriction: false,
        info: {
          resources: { resourceType: 'Android', url: 'https://dl.example/app.apk' },
          whitelabel: null,
          domainRoute: 'https://line1.example',
          customerService: [null, { csType: 'LIVECHAT', path: 'https://chat.example/live' }, 7],
          imageCDNs: ['https://img.example', 42],
          mainDomain: 'lucky.example',
        },
      },
      null,
      [{ modId: 'REWCEN3', enabled: '1', childrenNodes: 'none' }, null],
    );
    await loaded;
    const common = store.getState().common;
    expectUsable(common);
    expect(common).toMatchObject({
      resources: {},
      domainList: [],
      whitelabelVal: { REWCEN3: true },
      customerService: [{ csType: 'LIVECHAT', path: 'https://chat.example/live' }],
      imageCDNs: ['https://img.example'],
      mainDomain: 'lucky.example',
    });
  });

  it('never turns maintenance on from a value that does not say so', () => {
    expect(readSystemStatus({ maintenance: 'false', regionRestriction: {} })).toMatchObject({
      maintenance: false,
      regionRestriction: false,
    });
    expect(readSystemStatus({ maintenance: true })).toMatchObject({ maintenance: true });
    expect(readSystemStatus('<html>')).toEqual({ maintenance: false, regionRestriction: false });
  });

  it('whatever its shape, the start finishes with settings every feature can read', async () => {
    const anyValue = fc.anything({ withNullPrototype: true, withObjectString: true, maxDepth: 3 });
    const field = <T>(good: fc.Arbitrary<T>) => fc.option(fc.oneof(good, anyValue), { nil: undefined });
    const node: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
      node: fc.record({
        modId: fc.oneof(fc.string(), anyValue),
        enabled: fc.oneof(fc.constantFrom('0', '1'), anyValue),
        childrenNodes: fc.oneof(fc.array(tie('node'), { maxLength: 2 }), anyValue),
      }),
    })).node;
    const info = fc.record(
      {
        resources: field(fc.array(fc.record({ resourceType: fc.string(), url: fc.webUrl() }))),
        whitelabel: field(fc.oneof(node, fc.array(node, { maxLength: 3 }))),
        domainRoute: field(fc.array(fc.webUrl())),
        customerService: field(fc.array(fc.record({ csType: fc.string(), path: fc.string() }))),
        register: field(fc.dictionary(fc.string(), fc.record({ minLength: fc.oneof(fc.nat(), fc.string()) }))),
        analytics: field(fc.record({ gtagId: fc.string(), scriptUrls: fc.dictionary(fc.string(), anyValue) })),
        imageCDNs: field(fc.array(fc.webUrl())),
        launchGameCDNs: field(fc.array(fc.webUrl())),
        gw: field(fc.record({ GEETEST_ID: fc.string(), GEETEST_API_HOSTS: fc.array(fc.string()) })),
        sms: field(fc.record({ provider: fc.string() })),
        currency: field(fc.string()),
        appDownload: field(fc.record({ a2hsDepositDomains: fc.array(fc.string()), forcedDownload: fc.boolean() })),
      },
      { requiredKeys: [] },
    );
    const status = fc.oneof(fc.record({ maintenance: fc.constant(false), info: fc.oneof(info, anyValue) }), anyValue);
    await fc.assert(
      fc.asyncProperty(status, fc.oneof(anyValue, fc.constant(null)), fc.oneof(node, anyValue), async (answer, countries, tree) => {
        const { store, loaded } = boot(answer, countries, tree);
        await loaded;
        const common = store.getState().common;
        // A value that is no object at all still starts: only the failure of the call itself stops it.
        expectUsable(common);
      }),
      { numRuns: 100 },
    );
  });
});

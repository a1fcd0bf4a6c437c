import { describe, expect, it } from 'vitest';
import type { ApiClient } from '@lotto/api-client';
import { cannedApi } from '@lotto/api-client/testing';
import { merchantAvailablePromotions } from './available-promotions';
import { getCountries } from './countries';
import { getMemberInfo } from './member-info';
import { playerRankProgress } from './rank-progress';
import { getSystemStatus } from './system-status';
import { getWhitelabel } from './whitelabel';

describe("app-core's calls follow the call tables of both specifications", () => {
  // What the test client records: the caller's options over the call registry's row.
  const cases: Array<[string, (api: ApiClient) => Promise<unknown>, string, Record<string, unknown>]> = [
    ['status', (api) => getSystemStatus(api), '/wps/system/status', { query: { device: 'MOBILE' } }],
    ['whitelabel', (api) => getWhitelabel(api), '/wps/system/whitelabel', { moduleId: 'COMM3', auth: false }],
    ['country', (api) => getCountries(api, 'demo'), '/wps/system/country', { query: { _: 'demo' }, cache: true }],
    ['country, asked again', (api) => getCountries(api, 'demo', { flush: true }), '/wps/system/country', { cache: true, flush: true }],
    ['member info', (api) => getMemberInfo(api), '/wps/member/info', {}],
    [
      'promotions',
      (api) => merchantAvailablePromotions(api),
      '/wps/relay/MCSFE_getMerchantAvailablePromotions',
      { auth: false, singleFlight: true, alert: false },
    ],
    ['rank progress', (api) => playerRankProgress(api), '/wps/relay/MCSFE_getPlayerRankProgress', { alert: false }],
  ];

  it.each(cases)('%s', async (_, run, path, options) => {
    const api = cannedApi();
    await run(api);
    const { calls } = api;
    expect(calls[0]?.path).toBe(path);
    expect(calls[0]?.options).toMatchObject(options);
  });
});

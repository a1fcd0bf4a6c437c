import { describe, expect, it } from 'vitest';
import type { CallRule } from './calls';
import type { ApiClient, CallOptions } from './client';
import * as relay from './endpoints-relay';
import * as games from './games';
import * as push from './push';
import * as session from './endpoints-session';
import * as system from './endpoints';
import { cannedApi } from './testing';

describe('typed endpoints follow the call tables of both specifications', () => {
  // What the test client records: the caller's options over the call registry's row.
  const cases: Array<[string, (api: ApiClient) => Promise<unknown>, string, Partial<CallOptions & CallRule>]> = [
    ['status', (api) => system.getSystemStatus(api), '/wps/system/status', { query: { device: 'MOBILE' } }],
    ['ping', (api) => system.ping(api), '/wps/system/test/ping', { timeoutMs: 5_000 }],
    ['country', (api) => system.getCountries(api, 'demo'), '/wps/system/country', { query: { _: 'demo' }, cache: true }],
    [
      'promotions',
      (api) => relay.merchantAvailablePromotions(api),
      '/wps/relay/MCSFE_getMerchantAvailablePromotions',
      { auth: false, singleFlight: true, alert: false },
    ],
    [
      'announcements',
      (api) => relay.listAnnouncements(api, { types: 'PU', execution: 'B' }),
      '/wps/relay/MCSFE_getListAnnouncements',
      { auth: false, moduleId: 'COMM3', alert: false, query: { platform: 'M', types: 'PU', execution: 'B' }, cache: false },
    ],
    [
      'banners',
      (api) => relay.listBanners(api),
      '/wps/relay/MCSFE_getListAnnouncements',
      { auth: false, moduleId: 'COMM3', query: { platform: 'M', types: 'B' }, cache: true },
    ],
    ['game vendors', (api) => games.newGameVendor(api), '/wps/relay/GCSGAME_newGameVendor', { query: { platform: 'html5' } }],
    [
      'launch game',
      (api) => games.launchGame(api, { lottoArea: 'VN' }),
      '/wps/game/launchGame',
      { timeoutMs: 10_000, headers: { 'Cache-Control': 'no-cache' }, moduleId: 'GAMELO3', query: { device: 'MOBILE', lottoArea: 'VN' } },
    ],
    [
      'trial launch',
      (api) => games.gameTrialLaunch(api, { gameId: 1, nodeId: 2 }),
      '/wps/relay/GCS_gameTrialLaunch',
      { auth: false, timeoutMs: 10_000, headers: { 'Cache-Control': 'no-cache' }, query: { gameId: 1, nodeId: 2, platform: 'html5' } },
    ],
    [
      'fcm subscribe',
      (api) => push.fcmSubscribe(api, 'tok', 'ALL'),
      '/wps/relay/CSP_fcmSubscribe',
      { method: 'POST', json: { registrationToken: 'tok', topic: 'ALL' } },
    ],
    [
      'fcm bind',
      (api) => push.fcmBind(api, 'tok'),
      '/wps/relay/CSP_fcmBind',
      { method: 'POST', json: { registrationToken: 'tok' }, alert: false },
    ],
    [
      'fcm unsubscribe',
      (api) => push.fcmUnsubscribe(api, 'tok'),
      '/wps/relay/CSP_fcmUnsubscribe',
      { method: 'POST', json: { registrationToken: 'tok', unsubscribeAll: true }, auth: false, alert: false },
    ],
    ['manifest', (api) => session.installedAppManifest(api, 'demo'), '/wps/system/manifest.json', { query: { merchantCode: 'demo' } }],
  ];

  it.each(cases)('%s', async (_, run, path, options) => {
    const api = cannedApi();
    await run(api);
    const { calls } = api;
    expect(calls[0]?.path).toBe(path);
    expect(calls[0]?.options).toMatchObject(options);
  });
});

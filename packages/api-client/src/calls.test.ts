import { describe, expect, it, vi } from 'vitest';
import { CALLS, ruleFor } from './calls';
import { createApiClient } from './client';

/**
 * The module ids and token flags the platform's clients were seen sending (docs/platform-calls.md,
 * Call index; spec 000 §7 for the two register module ids), written out again so a wrong row fails
 * here. `either`: the platform's clients differ, the server takes both.
 */
const RECORDED: Array<[path: string, moduleId: string | null, token: boolean | 'either']> = [
  ['/wps/relay/MCSFE_getListAnnouncements', 'COMM3', 'either'],
  ['/wps/relay/MCSFE_getMerchantAvailablePromotions', 'REWCEN3', false],
  ['/wps/relay/MCSFE_getPlayerRankProgress', null, true],
  ['/wps/system/status', 'COMM3', false],
  ['/wps/system/whitelabel', 'COMM3', false],
  ['/wps/system/templates', 'COMM3', false],
  ['/wps/relay/CBS_launchChat', 'CBS3', true],
  ['/wps/relay/CBS_unreadCount', 'CBS3', true],
  ['/wps/relay/WPSCORE_getCustomerServiceScript', null, false],
  ['/wps/relay/GCSGAME_newGameVendor', null, true],
  ['/wps/relay/GCS_gameTrialLaunch', null, false],
  ['/wps/game/launchGame', 'GAMELO3', true],
  ['/wps/member/language', 'COMM3', true],
  ['/wps/v2/wallets/balance', 'COMM3', true],
  ['/wps/member/register', 'REG3', false],
  ['/wps/member/register/mobile', 'MOBILENUMREG3', false],
  ['/wps/session/logout', 'COMM3', true],
  ['/wps/member/password', 'PASS3', true],
  ['/wps/feedback', 'FEEDBACK3', false],
  ['/wps/system/helpCenter', 'COMM3', false],
  ['/wps/relay/EMFE_getInboxUnreadCount', 'INBOX3', true],
  ['/wps/relay/EMFE_getInbox', 'INBOX3', true],
];

function recordingClient() {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) => new Response(JSON.stringify({ success: true, value: null })),
  );
  const client = createApiClient({ baseUrl: 'http://platform', sources: () => ({ merchant: 'demo', token: 'tok' }), fetch });
  const sent = () => {
    const request = fetch.mock.calls.at(-1)?.[0] as Request;
    return { moduleId: request.headers.get('ModuleId'), token: request.headers.has('Authorization') };
  };
  return { client, sent };
}

/**
 * Rows for calls whose module id and token were not seen on the platform: ours, by the
 * specification (sign-in and registration send no token, as a visitor has none) or by what the
 * call does. A new row must join one list or the other.
 */
const OURS = [
  '/wps/system/manifest.json',
  '/wps/session/login',
  '/wps/session/login/verification',
  '/wps/verification/sms/noLogin',
  '/wps/member/register/autoUsername',
  '/wps/member/register/firebase',
  // Push: neither the paths nor their bodies were seen on the platform (the unsubscribe's path is ours).
  '/wps/relay/CSP_fcmBind',
  '/wps/relay/CSP_fcmSubscribe',
  '/wps/relay/CSP_fcmUnsubscribe',
  // Seen on the live site with the session (paths, queries and answers), not their module ids.
  '/wps/relay/MCSFE_getReferralDetails',
  '/wps/relay/PROMOFE_feLayoutPromotion',
  // Seen on the platform: the path (a live page posting tracking) and deposit settings' fields, not their module ids.
  '/wps/system/collect',
  '/wps/relay/MCSFE_getDepositSettings',
  // Marking a message read: no such call was seen; the path and its module id are ours.
  '/wps/relay/EMFE_readInbox',
];

/**
 * Rows whose path, or the request or answer the app relies on, was not seen on the platform (the
 * simulator's README documents the shape chosen): written out again, so a row marked or left
 * unmarked by mistake fails.
 */
const OURS_SHAPES = [
  '/wps/system/templates',
  '/wps/system/manifest.json',
  '/wps/system/collect',
  '/wps/verification/sms/noLogin',
  '/wps/member/register/firebase',
  '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  '/wps/relay/MCSFE_getDepositSettings',
  '/wps/relay/GCS_gameTrialLaunch',
  '/wps/game/launchGame',
  '/wps/relay/CSP_fcmBind',
  '/wps/relay/CSP_fcmSubscribe',
  '/wps/relay/CSP_fcmUnsubscribe',
  '/wps/feedback',
  '/wps/relay/EMFE_getInbox',
  '/wps/relay/EMFE_readInbox',
];

describe('the call registry sends what the platform’s clients send', () => {
  it.each(RECORDED)('%s: ModuleId %s, token %s', async (path, moduleId, token) => {
    const { client, sent } = recordingClient();
    await client.call(path);
    expect(sent().moduleId).toBe(moduleId);
    if (token !== 'either') expect(sent().token).toBe(token);
  });

  it('holds a row for every recorded call the app makes, and no row that is neither recorded nor ours', () => {
    const recorded = RECORDED.map(([path]) => path);
    expect(Object.keys(CALLS).sort()).toEqual([...recorded, ...OURS].sort());
  });

  it('marks ours the rows whose path or shape the platform was not seen using, and never applies the mark', () => {
    expect(Object.keys(CALLS).filter((path) => CALLS[path]?.ours)).toEqual(expect.arrayContaining(OURS_SHAPES));
    expect(Object.keys(CALLS).filter((path) => CALLS[path]?.ours)).toHaveLength(OURS_SHAPES.length);
    for (const path of Object.keys(CALLS)) expect(ruleFor(path)).not.toHaveProperty('ours');
  });

  it('a path without a row sends the token and no module id', async () => {
    const { client, sent } = recordingClient();
    await client.call('/wps/member/info');
    expect(sent()).toEqual({ moduleId: null, token: true });
  });

  it("the caller's own option wins over the row", async () => {
    const { client, sent } = recordingClient();
    await client.call('/wps/relay/MCSFE_getListAnnouncements', { auth: true });
    expect(sent()).toEqual({ moduleId: 'COMM3', token: true });
  });

  it('the service scripts fail silently, as on the platform’s clients', () => {
    expect(CALLS['/wps/relay/WPSCORE_getCustomerServiceScript']?.alert).toBe(false);
  });

  it('keeps paths without their query, so a row matches every call of its path', () => {
    for (const path of Object.keys(CALLS)) expect(path).toMatch(/^\/wps\/[\w./-]+$/);
  });
});

import { describe, expect, it, vi } from 'vitest';
import { CALLS } from './calls';
import { createApiClient } from './client';

/** protocol.md, "Module ids and the token", written out again so a wrong row fails here. */
const RECORDED: Array<[path: string, moduleId: string | null, token: boolean]> = [
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
  ['/wps/member/register', 'REG3', false],
  ['/wps/member/register/mobile', 'MOBILENUMREG3', false],
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

describe('the call registry sends what protocol.md records', () => {
  it.each(RECORDED)('%s: ModuleId %s, token %s', async (path, moduleId, token) => {
    const { client, sent } = recordingClient();
    await client.call(path);
    expect(sent()).toEqual({ moduleId, token });
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

  it('the service scripts fail silently (protocol.md: failures silent)', () => {
    expect(CALLS['/wps/relay/WPSCORE_getCustomerServiceScript']?.alert).toBe(false);
  });

  it('keeps paths without their query, so a row matches every call of its path', () => {
    for (const path of Object.keys(CALLS)) expect(path).toMatch(/^\/wps\/[\w./-]+$/);
  });
});

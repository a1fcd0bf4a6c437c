import { describe, expect, it } from 'vitest';
import { envelopeOf, jsonOf, makeSim, postJson } from '../testing/test-helpers';

async function tokenOf(sim: ReturnType<typeof makeSim>, username: string, merchant = 'demo') {
  const { token } = await jsonOf<{ token: string }>(await sim.app.request('/__sim/session', postJson({ username, merchant })));
  return token;
}

const chatHeaders = (token: string, extra: Record<string, string> = {}) => ({ Authorization: token, ModuleId: 'CBS3', ...extra });

describe('the chat calls (spec 001 §7; CBS3 with the session)', () => {
  it('launches a member’s chat at the stand-in page, with what the launch carried', async () => {
    const sim = makeSim();
    const token = await tokenOf(sim, 'player01');
    const response = await sim.app.request(
      '/wps/relay/CBS_launchChat?b2c=1&title=Home&backUrl=https%3A%2F%2Fm.example%2Fm%2Fhome&language=EN',
      {
        headers: chatHeaders(token),
      },
    );
    const body = await envelopeOf<{ chatUrl: string }>(response);
    const url = new URL(body.value.chatUrl);
    expect(url.pathname).toBe('/sim-chat/platform');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ userName: 'player01', b2c: '1', title: 'Home', language: 'EN' });
    const page = await sim.app.request(`${url.pathname}${url.search}`);
    expect(await page.text()).toContain('player01');
  });

  it('refuses member type 4 with no_permissions, a missing ModuleId, and a visitor', async () => {
    const sim = makeSim();
    const token = await tokenOf(sim, 'nochat01');
    expect((await envelopeOf(await sim.app.request('/wps/relay/CBS_launchChat', { headers: chatHeaders(token) }))).errorCode).toBe(
      'no_permissions',
    );
    expect((await sim.app.request('/wps/relay/CBS_launchChat', { headers: { Authorization: token } })).status).toBe(400);
    expect((await sim.app.request('/wps/relay/CBS_unreadCount', { headers: { ModuleId: 'CBS3' } })).status).toBe(401);
  });

  it('counts the messages the control call adds, until the chat is opened', async () => {
    const sim = makeSim();
    const token = await tokenOf(sim, 'player01');
    const unread = async () =>
      (await envelopeOf<{ unReadCount: number }>(await sim.app.request('/wps/relay/CBS_unreadCount', { headers: chatHeaders(token) })))
        .value.unReadCount;
    expect(await unread()).toBe(0);
    await sim.app.request('/__sim/chat/messages', postJson({ username: 'player01', count: 3 }));
    expect(await unread()).toBe(3);
    await sim.app.request('/wps/relay/CBS_launchChat', { headers: chatHeaders(token) });
    expect(await unread()).toBe(0);
  });

  it('answers the merchant’s service scripts without a token: the widget from this origin and from a line host', async () => {
    const sim = makeSim();
    const body = await envelopeOf<{ scripts: string }>(
      await sim.app.request('http://127.0.0.1:4391/wps/relay/WPSCORE_getCustomerServiceScript'),
    );
    expect(body.success).toBe(true);
    expect(body.value.scripts).toContain('<script src="http://127.0.0.1:4391/sim-service/widget.js"');
    expect(body.value.scripts).toContain('<script src="http://localhost:4391/sim-service/widget.js"></script>');
    expect(body.value.scripts).not.toContain('{self}');
    const widget = await sim.app.request('/sim-service/widget.js');
    expect(widget.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await widget.text()).toContain('__simServiceWidget');
  });

  it('has no service scripts for a merchant without chat', async () => {
    const sim = makeSim();
    const body = await envelopeOf<{ scripts: string }>(
      await sim.app.request('/wps/relay/WPSCORE_getCustomerServiceScript', { headers: { Merchant: 'demo2' } }),
    );
    expect(body.value.scripts).toBe('');
  });
});

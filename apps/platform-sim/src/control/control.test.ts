import { describe, expect, it } from 'vitest';
import type { LoggedRequest } from '../wps/request-logging';
import { REQUEST_LOG_LIMIT } from '../wps/request-logging';
import type { SystemStatus } from '../routes/system';
import type { Member } from '../state/sim-state';
import { envelopeOf, jsonOf, makeSim, postJson } from '../testing/test-helpers';

describe('the request log', () => {
  it('records each /wps request with its query and lower-cased headers', async () => {
    const { app } = makeSim();
    await app.request('/wps/system/status?device=MOBILE&track=abc', { headers: { Language: 'VI', Merchant: 'demo2' } });
    const [entry] = await jsonOf<LoggedRequest[]>(await app.request('/__sim/requests'));
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/wps/system/status',
      query: { device: 'MOBILE', track: 'abc' },
      headers: { language: 'VI', merchant: 'demo2' },
      body: null,
    });
    expect(entry?.at).toEqual(expect.any(Number));
  });

  it('records refused requests and request bodies too', async () => {
    const { app } = makeSim();
    await app.request('/wps/member/language', { method: 'PUT', headers: { Merchant: 'nobody' }, body: '{"language":"VI"}' });
    const [entry] = await jsonOf<LoggedRequest[]>(await app.request('/__sim/requests'));
    expect(entry).toMatchObject({ method: 'PUT', body: '{"language":"VI"}', headers: { merchant: 'nobody' } });
  });

  it('leaves out the control API and the app files', async () => {
    const { app } = makeSim();
    await app.request('/__sim/faults');
    await app.request('/m/home');
    expect(await jsonOf(await app.request('/__sim/requests'))).toEqual([]);
  });

  it(`keeps the last ${REQUEST_LOG_LIMIT}`, async () => {
    const { app, state } = makeSim();
    for (let call = 0; call <= REQUEST_LOG_LIMIT; call += 1) await app.request(`/wps/system/test/ping?n=${call}`);
    const log = state.requestLog.list();
    expect(log).toHaveLength(REQUEST_LOG_LIMIT);
    expect(log[0]?.query).toEqual({ n: '1' });
  });

  it('is cleared by DELETE', async () => {
    const { app } = makeSim();
    await app.request('/wps/system/test/ping');
    await app.request('/__sim/requests', { method: 'DELETE' });
    expect(await jsonOf(await app.request('/__sim/requests'))).toEqual([]);
  });
});

describe('POST /__sim/reset', () => {
  it('goes back to the seed: faults, toggles, sessions, log and members', async () => {
    const { app, state } = makeSim();
    await app.request('/__sim/faults', postJson({ path: '/wps/system/status', status: 500 }));
    await app.request('/__sim/maintenance', postJson({ on: true }));
    await app.request('/__sim/region', postJson({ on: true }));
    await app.request('/__sim/session', postJson({ username: 'player01' }));
    const player = state.findMember('demo', 'player01');
    if (player) player.password = 'changed';

    expect(await jsonOf(await app.request('/__sim/reset', { method: 'POST' }))).toEqual({ ok: true });

    expect(state.faults.list()).toEqual([]);
    expect(state.sessions.size).toBe(0);
    expect(state.requestLog.list()).toEqual([]);
    expect(state.findMember('demo', 'player01')?.password).toBe('Passw0rd!');
    expect(state.merchant('demo')).toMatchObject({ maintenance: { on: false, end: null }, regionRestricted: false });
  });
});

describe('POST /__sim/session', () => {
  it('refuses an unknown member or merchant', async () => {
    const { app } = makeSim();
    expect((await app.request('/__sim/session', postJson({ username: 'ghost' }))).status).toBe(404);
    expect((await app.request('/__sim/session', postJson({ merchant: 'nobody', username: 'player01' }))).status).toBe(404);
    expect((await app.request('/__sim/session', postJson({}))).status).toBe(400);
  });
});

describe('GET /__sim/members', () => {
  it("lists a merchant's seeded members", async () => {
    const { app } = makeSim();
    const members = await jsonOf<Member[]>(await app.request('/__sim/members?merchant=demo'));
    const types = new Set(members.map((member) => member.type));
    expect([...types].sort()).toEqual([0, 1, 2, 4]);
    expect(members.some((member) => member.password === '{secret}')).toBe(true);
    expect(members.some((member) => member.passwordExpired)).toBe(true);
    for (const method of ['email', 'ga', 'sms', 'payeeName'] as const) {
      expect(members.some((member) => member.secondFactor.length === 1 && member.secondFactor[0] === method)).toBe(true);
    }
    expect(members.some((member) => member.identityProvider !== null)).toBe(true);
  });
});

describe('GET /__sim/members: the second-factor secrets', () => {
  it('lists a fixed 6-digit gaCode, the e-mail, payee name and mobile of every member', async () => {
    const { app } = makeSim();
    const members = await jsonOf<Member[]>(await app.request('/__sim/members'));
    for (const member of members) {
      expect(member.gaCode).toMatch(/^\d{6}$/);
      expect(member.email).toBe(`${member.username}@${member.merchant}.example`);
      expect(member.payeeName).not.toBe('');
      expect(member.mobileNum).toMatch(/^\d+$/);
      expect(member.rankProgress.totalExpectedConditions).toBeGreaterThan(0);
    }
    expect(new Set(members.map((member) => member.gaCode)).size).toBe(members.length);
  });

  it('restores changed members (password, language) on reset', async () => {
    const { app, state } = makeSim();
    const member = state.findMember('demo', 'default01')!;
    member.password = 'Changed-1';
    member.language = 'JA';
    await app.request('/__sim/reset', { method: 'POST' });
    expect(state.findMember('demo', 'default01')).toMatchObject({ password: '{secret}', language: 'EN' });
  });
});

describe('the control API', () => {
  it('answers unknown routes with a JSON 404', async () => {
    const { app } = makeSim();
    const response = await app.request('/__sim/nothing');
    expect(response.status).toBe(404);
    expect(await jsonOf(response)).toEqual({ error: expect.stringContaining('/__sim/nothing') });
  });

  it('rotates the RSA key on request', async () => {
    const { app, state } = makeSim();
    const before = state.rsaKeys.current().modulusHex;
    const { modulus } = await jsonOf<{ modulus: string }>(await app.request('/__sim/rsa/rotate', { method: 'POST' }));
    expect(modulus).not.toBe(before);
    expect(await (await app.request('/wps/session/key/rsa')).text()).toBe(`"${modulus}"`);
  });
});

describe('POST /__sim/merchant', () => {
  it("switches the SMS provider; the status call's settings follow; anything but platform or firebase is refused", async () => {
    const { app } = makeSim();
    const switched = await app.request('/__sim/merchant', postJson({ merchant: 'demo', sms: { provider: 'firebase' } }));
    expect(await jsonOf(switched)).toMatchObject({ demo: { sms: { provider: 'firebase' } } });
    const status = await envelopeOf<SystemStatus>(await app.request('/wps/system/status', { headers: { Merchant: 'demo' } }));
    expect(status.value.info.sms.provider).toBe('firebase');
    expect((await app.request('/__sim/merchant', postJson({ sms: { provider: 'carrier-pigeon' } }))).status).toBe(400);
  });

  it("switches a merchant's flags and captcha settings at runtime; the status call's settings and the login check follow; reset restores them", async () => {
    const { app } = makeSim();
    const switched = await app.request(
      '/__sim/merchant',
      postJson({
        merchant: 'demo',
        whitelabelVal: { GEETEST3: true },
        gw: { GEETEST_VERSION: 'v4', GEETEST_ID: 'abc' },
        registerCaptcha: true,
      }),
    );
    expect(switched.status).toBe(200);
    expect(await jsonOf(switched)).toMatchObject({
      demo: { whitelabelVal: { GEETEST3: true, REG3: true }, gw: { GEETEST_VERSION: 'v4', GEETEST_ID: 'abc' }, registerCaptcha: true },
    });

    const { value } = await envelopeOf<SystemStatus>(await app.request('/wps/system/status', { headers: { Merchant: 'demo' } }));
    expect(value.info.whitelabel.find((node) => node.modId === 'GEETEST3')?.enabled).toBe('1');
    expect(value.info.gw).toMatchObject({ GEETEST_VERSION: 'v4', GEETEST_ID: 'abc' });
    expect(value.info.registerCaptcha).toBe(true);
    const demo2 = await envelopeOf<SystemStatus>(await app.request('/wps/system/status', { headers: { Merchant: 'demo2' } }));
    expect(demo2.value.info.gw.GEETEST_ID).toBe('6f1e2d3c4b5a69788796a5b4c3d2e1f0');

    await app.request('/__sim/reset', { method: 'POST' });
    const after = await jsonOf<Record<string, { whitelabelVal: Record<string, boolean>; gw: Record<string, unknown> }>>(
      await app.request('/__sim/merchant'),
    );
    expect(after.demo?.whitelabelVal.GEETEST3).toBe(false);
    expect(after.demo?.gw.GEETEST_VERSION).toBe('v3');
  });

  it("switches a merchant's promotions; the promotions call follows; reset restores them", async () => {
    const { app } = makeSim();
    const referral = async () =>
      (
        await jsonOf<{ value: Record<string, { enabled: boolean; count: number }> }>(
          await app.request('/wps/relay/MCSFE_getMerchantAvailablePromotions', { headers: { Merchant: 'demo' } }),
        )
      ).value;
    expect(await referral()).toEqual({ APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: true, count: 1 } });

    const switched = await app.request('/__sim/merchant', postJson({ merchant: 'demo', promotions: { REFERRAL: false } }));
    expect(await jsonOf(switched)).toMatchObject({ demo: { promotions: { APP_DOWNLOAD: true, REFERRAL: false } } });
    expect(await referral()).toEqual({ APP_DOWNLOAD: { enabled: true, count: 1 }, REFERRAL: { enabled: false, count: 0 } });

    await app.request('/__sim/reset', { method: 'POST' });
    expect((await referral()).REFERRAL).toEqual({ enabled: true, count: 1 });
    expect((await app.request('/__sim/merchant', postJson({ promotions: { REFERRAL: 'no' } }))).status).toBe(400);
    expect((await app.request('/__sim/merchant', postJson({ promotions: { LOTTERY: true } }))).status).toBe(400);
  });

  it('refuses values of the wrong type and unknown merchants', async () => {
    const { app } = makeSim();
    expect((await app.request('/__sim/merchant', postJson({ whitelabelVal: { GEETEST3: 'yes' } }))).status).toBe(400);
    expect((await app.request('/__sim/merchant', postJson({ gw: { GEETEST_VERSION: 'v5' } }))).status).toBe(400);
    expect((await app.request('/__sim/merchant', postJson({ gw: { OTHER: 1 } }))).status).toBe(400);
    expect((await app.request('/__sim/merchant', postJson({ merchant: 'nobody', whitelabelVal: {} }))).status).toBe(404);
  });
});

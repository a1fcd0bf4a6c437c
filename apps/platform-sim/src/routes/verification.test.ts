import { describe, expect, it } from 'vitest';
import { gaCodeFor, SEED_GA_SECRET } from '../seed/index';
import { callEncrypted, jsonOf, makeSim, postJson } from '../testing/test-helpers';
import { totp } from '../crypto/totp';
import type { LoginValue } from './login';

const VERIFY_PATH = '/wps/session/login/verification';
const PASSWORD = 'Passw0rd!';

type Sim = ReturnType<typeof makeSim>;

function verify(sim: Sim, payload: Record<string, unknown>, merchant?: string) {
  return callEncrypted<LoginValue | null>(
    sim.app,
    VERIFY_PATH,
    { password: PASSWORD, ...payload },
    merchant === undefined ? {} : { Merchant: merchant },
  );
}

async function sendCode(sim: Sim, mobileNum: string): Promise<string> {
  await sim.app.request('/wps/verification/sms/noLogin', postJson({ countryDialingCode: '63', mobileNum }));
  const [message] = await jsonOf<Array<{ code: string }>>(await sim.app.request(`/__sim/sms?mobile=${mobileNum}`));
  return message!.code;
}

function expectLoggedIn(body: { success: boolean; value: unknown }, userName: string) {
  expect(body.success).toBe(true);
  expect(body.value).toMatchObject({
    userName,
    token: expect.stringMatching(/^[0-9a-f]{64}$/),
    firstTimeLogin: false,
    passwordExpired: false,
  });
}

describe('POST /wps/session/login/verification', () => {
  it('E: accepts the member e-mail, any case and spacing, and opens a session', async () => {
    const sim = makeSim();
    const { status, body } = await verify(sim, { username: 'email2fa', method: 'E', email: '  EMAIL2FA@Demo.Example ' });
    expect(status).toBe(200);
    expectLoggedIn(body, 'email2fa');
    expect(sim.state.sessions.size).toBe(1);
  });

  it('E: refuses another e-mail with login.verify.err and a message', async () => {
    const sim = makeSim();
    const { body } = await verify(sim, { username: 'email2fa', method: 'E', email: 'player01@demo.example' });
    expect(body).toMatchObject({ success: false, errorCode: 'login.verify.err', value: null });
    expect(body.message).toMatch(/e-?mail/i);
    expect(sim.state.sessions.size).toBe(0);
  });

  it('P: accepts the payee name exactly (trimmed), not in another case', async () => {
    const sim = makeSim();
    expectLoggedIn((await verify(sim, { username: 'payee2fa', method: 'P', payeeName: ' Juan Dela Cruz ' })).body, 'payee2fa');
    expect((await verify(sim, { username: 'payee2fa', method: 'P', payeeName: 'juan dela cruz' })).body.errorCode).toBe('login.verify.err');
  });

  it('G: accepts the fixed gaCode of GET /__sim/members and a current TOTP code; refuses others', async () => {
    const clock = { now: Date.UTC(2025, 0, 1, 12) };
    const sim = makeSim({ now: () => clock.now });
    const members = await jsonOf<Array<{ username: string; gaCode: string; merchant: string }>>(
      await sim.app.request('/__sim/members?merchant=demo'),
    );
    const gaCode = members.find((member) => member.username === 'ga2fa')!.gaCode;
    expect(gaCode).toBe(gaCodeFor(1008));
    expect(gaCode).toMatch(/^\d{6}$/);
    expectLoggedIn((await verify(sim, { username: 'ga2fa', method: 'G', authCode: gaCode })).body, 'ga2fa');
    expectLoggedIn((await verify(sim, { username: 'ga2fa', method: 'G', authCode: totp(SEED_GA_SECRET, clock.now) })).body, 'ga2fa');
    const wrong = [gaCode, totp(SEED_GA_SECRET, clock.now)].includes('123456') ? '654321' : '123456';
    expect((await verify(sim, { username: 'ga2fa', method: 'G', authCode: wrong })).body.errorCode).toBe('login.verify.err');
  });

  it('S: accepts the member mobile and the last code sent to it, once', async () => {
    const sim = makeSim();
    const code = await sendCode(sim, '9170000009');
    const payload = { username: 'sms2fa', method: 'S', mobileNum: '9170000009', verificationCode: code };
    expectLoggedIn((await verify(sim, payload)).body, 'sms2fa');
    expect((await verify(sim, payload)).body.errorCode).toBe('login.verify.err');
  });

  it('S: refuses another mobile number, or a wrong code', async () => {
    const sim = makeSim();
    const code = await sendCode(sim, '9170000009');
    const other = await verify(sim, { username: 'sms2fa', method: 'S', mobileNum: '9170000001', verificationCode: code });
    expect(other.body).toMatchObject({ errorCode: 'login.verify.err' });
    expect(other.body.message).toMatch(/mobile/i);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await verify(sim, { username: 'sms2fa', method: 'S', mobileNum: '9170000009', verificationCode: wrong })).body.errorCode).toBe(
      'login.verify.err',
    );
  });

  it('refuses a method the member does not use, and an empty answer', async () => {
    const sim = makeSim();
    expect((await verify(sim, { username: 'email2fa', method: 'P', payeeName: 'Juan Dela Cruz' })).body.errorCode).toBe('login.verify.err');
    expect((await verify(sim, { username: 'player01', method: 'E', email: 'player01@demo.example' })).body.errorCode).toBe(
      'login.verify.err',
    );
    expect((await verify(sim, { username: 'email2fa', method: 'E', email: '   ' })).body.errorCode).toBe('login.verify.err');
  });

  it('accepts any one method of a multi-factor member', async () => {
    const sim = makeSim();
    expectLoggedIn((await verify(sim, { username: 'multi2fa', method: 'P', payeeName: 'Juan Dela Cruz' })).body, 'multi2fa');
    expectLoggedIn((await verify(sim, { username: 'multi2fa', method: 'G', authCode: gaCodeFor(1011) })).body, 'multi2fa');
  });

  it('checks the credentials first: login.cred.err, not.exists.user', async () => {
    const sim = makeSim();
    expect(
      (await verify(sim, { username: 'email2fa', password: 'nope', method: 'E', email: 'email2fa@demo.example' })).body.errorCode,
    ).toBe('login.cred.err');
    expect((await verify(sim, { username: 'ghost', method: 'E', email: 'x@y.z' })).body.errorCode).toBe('not.exists.user');
  });

  it('is per merchant (demo2 email2fa has its own e-mail)', async () => {
    const sim = makeSim();
    expect((await verify(sim, { username: 'email2fa', method: 'E', email: 'email2fa@demo.example' }, 'demo2')).body.errorCode).toBe(
      'login.verify.err',
    );
    expectLoggedIn((await verify(sim, { username: 'email2fa', method: 'E', email: 'email2fa@demo2.example' }, 'demo2')).body, 'email2fa');
  });

  it('answers 400 request_body_required for a bad payload or method', async () => {
    const sim = makeSim();
    expect((await verify(sim, { username: 'email2fa', method: 'X' })).status).toBe(400);
    expect((await verify(sim, { method: 'E' })).status).toBe(400);
  });

  it('refuses a plain (not encrypted) body like the other encrypted calls, and logs what it decrypted', async () => {
    const sim = makeSim();
    const plain = await sim.app.request(
      VERIFY_PATH,
      postJson({ username: 'email2fa', password: PASSWORD, method: 'E', email: 'email2fa@demo.example' }),
    );
    expect(plain.status).toBe(400);
    await verify(sim, { username: 'email2fa', method: 'E', email: 'email2fa@demo.example' });
    const entry = sim.state.requestLog.list().at(-1);
    expect(entry?.decrypted).toMatchObject({ username: 'email2fa', method: 'E' });
  });

  it('goes through faults like any call, keeping the trace id', async () => {
    const sim = makeSim();
    sim.state.faults.add({ path: VERIFY_PATH, status: 502, times: 1 });
    const call = await callEncrypted(sim.app, VERIFY_PATH, {
      username: 'email2fa',
      password: PASSWORD,
      method: 'E',
      email: 'email2fa@demo.example',
    });
    expect(call.status).toBe(502);
    expect(call.body.success).toBe(false);
    expect(call.traceId).toMatch(/\S/);
    expectLoggedIn((await verify(sim, { username: 'email2fa', method: 'E', email: 'email2fa@demo.example' })).body, 'email2fa');
  });
});

import { describe, expect, it } from 'vitest';
import { encryptForSim, envelopeOf, makeSim, passGeetestV3, passGeetestV4, postEncrypted, seedWithMerchant } from '../testing/test-helpers';
import type { LoginValue, LoginVerifyFlags } from './login';

const LOGIN_PATH = '/wps/session/login';
const DEVICE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

type Sim = ReturnType<typeof makeSim>;

async function login(sim: Sim, payload: Record<string, unknown>, merchant?: string) {
  const call = await encryptForSim(sim.app, {
    type: 'username',
    loginDeviceId: DEVICE_ID,
    isOfficialAppLogin: false,
    device: '',
    ...payload,
  });
  const response = await postEncrypted(sim.app, LOGIN_PATH, call, merchant === undefined ? {} : { Merchant: merchant });
  return { status: response.status, body: await envelopeOf(response) };
}

describe('POST /wps/session/login (username)', () => {
  it('logs a plain member in and answers a session token that works', async () => {
    const sim = makeSim();
    const { status, body } = await login(sim, { username: 'player01', password: 'Passw0rd!' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const value = body.value as LoginValue;
    expect(value).toEqual({
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      id: 1001,
      userName: 'player01',
      customerType: 0,
      firstTimeLogin: false,
      passwordExpired: false,
      updatePassword: false,
    });
    const info = await sim.app.request('/wps/member/info', { headers: { Authorization: value.token } });
    expect(await envelopeOf(info)).toMatchObject({ success: true, value: { account: 'player01' } });
  });

  it('answers the customer type of agents', async () => {
    const { body } = await login(makeSim(), { username: 'agent02', password: 'Passw0rd!' });
    expect(body.value).toMatchObject({ customerType: 2, id: 1003 });
  });

  it('refuses a wrong password with login.cred.err and a message', async () => {
    const sim = makeSim();
    const { status, body } = await login(sim, { username: 'player01', password: 'passw0rd!' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, errorCode: 'login.cred.err', value: null });
    expect(body.message).not.toBe('');
    expect(sim.state.sessions.size).toBe(0);
  });

  it('refuses an unknown user with not.exists.user', async () => {
    const { body } = await login(makeSim(), { username: 'nobody01', password: 'Passw0rd!' });
    expect(body).toMatchObject({ success: false, errorCode: 'not.exists.user' });
  });

  it('looks members up per merchant', async () => {
    const sim = makeSim();
    const geetestValidateV4 = await passGeetestV4(sim.app);
    expect((await login(sim, { username: 'ga2fa', password: 'Passw0rd!', geetestValidateV4 }, 'demo2')).body.errorCode).toBe(
      'not.exists.user',
    );
  });

  it('flags the expired password', async () => {
    const { body } = await login(makeSim(), { username: 'expired01', password: 'Passw0rd!' });
    expect(body.value).toMatchObject({ passwordExpired: true, userName: 'expired01' });
  });

  it('logs the default-password member in like any other (the client detects {secret})', async () => {
    const { body } = await login(makeSim(), { username: 'default01', password: '{secret}' });
    expect(body).toMatchObject({ success: true, value: { passwordExpired: false, updatePassword: false } });
  });

  it.each<[string, LoginVerifyFlags]>([
    ['email2fa', { email: true, ga: false, sms: false, payeeName: false }],
    ['ga2fa', { email: false, ga: true, sms: false, payeeName: false }],
    ['sms2fa', { email: false, ga: false, sms: true, payeeName: false }],
    ['payee2fa', { email: false, ga: false, sms: false, payeeName: true }],
    ['multi2fa', { email: true, ga: true, sms: true, payeeName: true }],
  ])('asks %s for the second factor with login_verify_required', async (username, flags) => {
    const sim = makeSim();
    const { status, body } = await login(sim, { username, password: 'Passw0rd!' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, errorCode: 'login_verify_required' });
    expect(body.value).toEqual(flags);
    expect(sim.state.sessions.size).toBe(0);
  });

  it('checks the password before asking for the second factor', async () => {
    const { body } = await login(makeSim(), { username: 'email2fa', password: 'wrong' });
    expect(body.errorCode).toBe('login.cred.err');
  });

  it('asks for the captcha where the merchant has it on (demo2, Geetest v4), and checks it came from the stand-in', async () => {
    const sim = makeSim();
    const without = await login(sim, { username: 'player01', password: 'Passw0rd!' }, 'demo2');
    expect(without.body).toMatchObject({ success: false, errorCode: 'geetest_captcha_err' });
    expect(without.body.message).not.toBe('');
    const forged = { captcha_id: 'x', lot_number: 'lot', pass_token: 'pass', gen_time: '1700000000', captcha_output: 'out' };
    expect((await login(sim, { username: 'player01', password: 'Passw0rd!', geetestValidateV4: forged }, 'demo2')).body.errorCode).toBe(
      'geetest_captcha_err',
    );
    const geetestValidateV4 = await passGeetestV4(sim.app);
    const withCaptcha = await login(sim, { username: 'player01', password: 'Passw0rd!', geetestValidateV4 }, 'demo2');
    expect(withCaptcha.body).toMatchObject({ success: true, value: { id: 2001 } });
  });

  it('uses a v4 result once, and only unchanged', async () => {
    const sim = makeSim();
    const result = await passGeetestV4(sim.app);
    const tampered = { ...result, captcha_output: `${result.captcha_output}x` };
    expect((await login(sim, { username: 'player01', password: 'Passw0rd!', geetestValidateV4: tampered }, 'demo2')).body.errorCode).toBe(
      'geetest_captcha_err',
    );
    expect((await login(sim, { username: 'player01', password: 'Passw0rd!', geetestValidateV4: result }, 'demo2')).body.success).toBe(true);
    expect((await login(sim, { username: 'player01', password: 'Passw0rd!', geetestValidateV4: result }, 'demo2')).body.errorCode).toBe(
      'geetest_captcha_err',
    );
  });

  it('checks a v3 result (challenge and seccode from the stand-in) where the merchant uses v3', async () => {
    const seed = seedWithMerchant('demo', (merchant) => ({ ...merchant, whitelabelVal: { ...merchant.whitelabelVal, GEETEST3: true } }));
    const sim = makeSim({ seed });
    expect((await login(sim, { username: 'player01', password: 'Passw0rd!' })).body.errorCode).toBe('geetest_captcha_err');
    const fields = await passGeetestV3(sim.app, 'demo');
    const wrongSeccode = await login(sim, { username: 'player01', password: 'Passw0rd!', ...fields, geetestSeccode: 'abc|jordan' });
    expect(wrongSeccode.body.errorCode).toBe('geetest_captcha_err');
    expect((await login(sim, { username: 'player01', password: 'Passw0rd!', ...fields })).body).toMatchObject({
      success: true,
      value: { id: 1001 },
    });
    expect((await login(sim, { username: 'player01', password: 'Passw0rd!', ...fields })).body.errorCode).toBe('geetest_captcha_err');
  });

  it('refuses a v3 result of another merchant', async () => {
    const seed = seedWithMerchant('demo', (merchant) => ({ ...merchant, whitelabelVal: { ...merchant.whitelabelVal, GEETEST3: true } }));
    const sim = makeSim({ seed });
    const fields = await passGeetestV3(sim.app, 'demo2');
    expect((await login(sim, { username: 'player01', password: 'Passw0rd!', ...fields })).body.errorCode).toBe('geetest_captcha_err');
  });

  it('answers function.not.available for type firebase when no identity provider is set up (firebase-login.test.ts has the rest)', async () => {
    const { status, body } = await login(makeSim(), {
      type: 'firebase',
      username: '',
      password: '',
      firebaseChannel: 'google',
      firebaseIdToken: 'x.y.z',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    expect(body.message).toContain('FIREBASE_AUTH_EMULATOR_HOST');
  });

  it('refuses a payload without credentials or with an unknown type: 400 request_body_required', async () => {
    const sim = makeSim();
    expect((await login(sim, { username: 'player01' })).status).toBe(400);
    expect((await login(sim, { type: 'qr', username: 'player01', password: 'Passw0rd!' })).status).toBe(400);
  });

  it('sends the login through faults and the request log like any call', async () => {
    const sim = makeSim();
    sim.state.faults.add({ path: LOGIN_PATH, status: 502, times: 1 });
    expect((await login(sim, { username: 'player01', password: 'Passw0rd!' })).status).toBe(502);
    expect((await login(sim, { username: 'player01', password: 'Passw0rd!' })).status).toBe(200);
  });
});

import { describe, expect, it } from 'vitest';
import { callEncrypted, envelopeOf, makeSim, passGeetestV4, postJson, seedWithMerchant } from '../testing/test-helpers';
import type { RegisterValue } from './register';

const USERNAME_PATH = '/wps/member/register';
const MOBILE_PATH = '/wps/member/register/mobile';
const AUTO_PATH = '/wps/member/register/autoUsername';
const DEVICE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

type Sim = ReturnType<typeof makeSim>;

const tracking = {
  registerMethod: 'H5',
  registerUrl: 'http://localhost/m/register?affiliateCode=AFF7',
  loginDeviceId: DEVICE_ID,
  isOfficialAppLogin: false,
  domain: 'localhost',
  affiliateCode: 'AFF7',
  referralCode: 'REF7',
  pixelTrack: { fbclid: 'fb1' },
  login: true,
};

function byUsername(sim: Sim, payload: Record<string, unknown>, headers: Record<string, string> = { ModuleId: 'REG3' }) {
  return callEncrypted(sim.app, USERNAME_PATH, { ...tracking, ...payload }, headers, 'PUT');
}

function byMobile(sim: Sim, payload: Record<string, unknown>, headers: Record<string, string> = { ModuleId: 'MOBILENUMREG3' }) {
  return callEncrypted(sim.app, MOBILE_PATH, { ...tracking, countryDialingCode: '63', ...payload }, headers, 'PUT');
}

async function byAuto(sim: Sim, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  const init = postJson({ ...tracking, ...payload }, 'PUT');
  const response = await sim.app.request(AUTO_PATH, { ...init, headers: { ...(init.headers as Record<string, string>), ...headers } });
  return { status: response.status, body: await envelopeOf(response) };
}

describe('PUT /wps/member/register (username)', () => {
  it('creates a member of type 0 with a session, keeping the tracking fields', async () => {
    const sim = makeSim();
    const { body } = await byUsername(sim, { username: 'newbie01', password: 'secret1' });
    expect(body.success).toBe(true);
    const value = body.value as RegisterValue;
    expect(value).toEqual({
      id: expect.any(Number),
      customerId: value.id,
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      userName: 'newbie01',
      customerName: 'newbie01',
    });
    const member = sim.state.memberById(value.id);
    expect(member).toMatchObject({ type: 0, username: 'newbie01', password: 'secret1' });
    expect(member?.registration).toEqual({
      affiliateCode: 'AFF7',
      referralCode: 'REF7',
      pixelTrack: { fbclid: 'fb1' },
      registerMethod: 'H5',
      registerUrl: tracking.registerUrl,
      domain: 'localhost',
      loginDeviceId: DEVICE_ID,
      realName: null,
      referrer: null,
    });
    const info = await sim.app.request('/wps/member/info', { headers: { Authorization: value.token } });
    expect(await envelopeOf(info)).toMatchObject({ success: true, value: { account: 'newbie01' } });
  });

  it('makes no session without login: true', async () => {
    const sim = makeSim();
    const { body } = await byUsername(sim, { username: 'newbie02', password: 'secret1', login: false, referralCode: undefined });
    expect(body.success).toBe(true);
    expect(body.value).not.toHaveProperty('token');
    expect(sim.state.sessions.size).toBe(0);
  });

  it("records the member whose referral code the call carries as the referrer (an agent's downline, no session)", async () => {
    const sim = makeSim();
    const { body } = await byUsername(sim, { username: 'downline01', password: 'secret1', login: false, referralCode: 'R1002' });
    expect(body.success).toBe(true);
    expect(body.value).not.toHaveProperty('token');
    expect(sim.state.sessions.size).toBe(0);
    const member = sim.state.memberById((body.value as RegisterValue).id);
    expect(member?.registration).toMatchObject({ referralCode: 'R1002', referrer: { id: 1002, username: 'agent01' } });
  });

  it('refuses an unknown referral code without login, before the captcha is spent', async () => {
    const sim = makeSim();
    const { body } = await byUsername(sim, { username: 'downline02', password: 'secret1', login: false, referralCode: 'R9999' });
    expect(body).toMatchObject({
      success: false,
      errorCode: 'referral.invalid',
      message: 'This referral code does not belong to any member.',
    });
    expect(sim.state.findMember('demo', 'downline02')).toBeUndefined();
    // A code of another merchant's member names nobody here either.
    const other = await byUsername(sim, { username: 'downline03', password: 'secret1', login: false, referralCode: 'R2002' });
    expect(other.body).toMatchObject({ success: false, errorCode: 'referral.invalid' });
  });

  it('keeps an unknown code from an ad link as free text on a public registration, naming no referrer', async () => {
    const sim = makeSim();
    const { body } = await byUsername(sim, { username: 'adlink01', password: 'secret1', referralCode: 'CAMPAIGN9' });
    expect(body.success).toBe(true);
    expect(sim.state.findMember('demo', 'adlink01')?.registration).toMatchObject({ referralCode: 'CAMPAIGN9', referrer: null });
    const linked = await byUsername(sim, { username: 'adlink02', password: 'secret1', referralCode: 'r1001' });
    expect(sim.state.memberById((linked.body.value as RegisterValue).id)?.registration?.referrer).toEqual({
      id: 1001,
      username: 'player01',
    });
  });

  it('refuses a taken username, whatever its case', async () => {
    const sim = makeSim();
    const { body } = await byUsername(sim, { username: 'PLAYER01', password: 'secret1' });
    expect(body).toMatchObject({ success: false, errorCode: 'username.exists', message: 'This username is already taken.' });
  });

  it.each(['abc', 'a'.repeat(17), 'bad name', 'émile01'])('refuses the username %j', async (username) => {
    const { body } = await byUsername(makeSim(), { username, password: 'secret1' });
    expect(body).toMatchObject({ success: false, errorCode: 'username.invalid' });
  });

  it('refuses a password under 6 characters, and the placeholder', async () => {
    const sim = makeSim();
    expect((await byUsername(sim, { username: 'newbie03', password: '12345' })).body.errorCode).toBe('password.weak');
    expect((await byUsername(sim, { username: 'newbie03', password: '{secret}' })).body.errorCode).toBe('password.weak');
    expect(sim.state.findMember('demo', 'newbie03')).toBeUndefined();
  });

  it('needs the ModuleId REG3', async () => {
    const { status, body } = await byUsername(makeSim(), { username: 'newbie04', password: 'secret1' }, { ModuleId: 'MOBILENUMREG3' });
    expect(status).toBe(400);
    expect(body.errorCode).toBe('function.not.available');
  });

  it('is refused unencrypted', async () => {
    const sim = makeSim();
    const response = await sim.app.request(USERNAME_PATH, {
      ...postJson({ username: 'newbie05', password: 'secret1' }, 'PUT'),
      headers: { 'Content-Type': 'application/json', ModuleId: 'REG3' },
    });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).errorCode).toBe('request_body_required');
  });

  it('asks for the captcha where the merchant requires it, and takes a valid one', async () => {
    const sim = makeSim();
    const headers = { ModuleId: 'REG3', Merchant: 'demo2' };
    expect((await byUsername(sim, { username: 'newbie06', password: 'secret1' }, headers)).body.errorCode).toBe('geetest_captcha_err');
    const geetestValidateV4 = await passGeetestV4(sim.app);
    expect((await byUsername(sim, { username: 'newbie06', password: 'secret1', geetestValidateV4 }, headers)).body.success).toBe(true);
  });
});

describe('PUT /wps/member/register/mobile', () => {
  it('creates a member with the number and a session', async () => {
    const sim = makeSim();
    const { body } = await byMobile(sim, { mobileNum: '9171234567', password: 'secret1' });
    expect(body.success).toBe(true);
    const member = sim.state.findMemberByMobile('demo', '9171234567', '63');
    expect(member).toMatchObject({ type: 0, countryDialingCode: '63' });
    expect((body.value as RegisterValue).id).toBe(member?.id);
  });

  it('refuses a number already used', async () => {
    const sim = makeSim();
    const taken = sim.state.members.find((member) => member.merchant === 'demo');
    const { body } = await byMobile(sim, {
      mobileNum: taken?.mobileNum,
      countryDialingCode: taken?.countryDialingCode,
      password: 'secret1',
    });
    expect(body).toMatchObject({ success: false, errorCode: 'mobile.exists' });
  });

  it('needs a number of digits', async () => {
    const sim = makeSim();
    expect((await byMobile(sim, { mobileNum: '', password: 'secret1' })).body.errorCode).toBe('mobile.required');
    expect((await byMobile(sim, { mobileNum: '91a7', password: 'secret1' })).body.errorCode).toBe('mobile.invalid');
  });

  it('takes the placeholder password only when the mobile password setting is off', async () => {
    expect((await byMobile(makeSim(), { mobileNum: '9171234568', password: '{secret}' })).body.errorCode).toBe('password.weak');
    const seed = seedWithMerchant('demo', (merchant) => ({
      ...merchant,
      whitelabelVal: { ...merchant.whitelabelVal, mobileRegisterPassword: false },
    }));
    expect((await byMobile(makeSim({ seed }), { mobileNum: '9171234568', password: '{secret}' })).body.success).toBe(true);
  });

  it('needs the ModuleId MOBILENUMREG3', async () => {
    const { status } = await byMobile(makeSim(), { mobileNum: '9171234569', password: 'secret1' }, { ModuleId: 'REG3' });
    expect(status).toBe(400);
  });

  it('is refused where the merchant does not offer it', async () => {
    const { body } = await byMobile(
      makeSim(),
      { mobileNum: '9171234569', password: 'secret1' },
      { ModuleId: 'MOBILENUMREG3', Merchant: 'demo2' },
    );
    expect(body.errorCode).toBe('function.not.available');
  });
});

describe('PUT /wps/member/register/autoUsername', () => {
  it('creates a member named u and 7 digits, in plain JSON', async () => {
    const sim = makeSim();
    const { body } = await byAuto(sim, { password: 'secret1' });
    expect(body.success).toBe(true);
    const value = body.value as RegisterValue;
    expect(value.userName).toMatch(/^u\d{7}$/);
    expect(sim.state.memberById(value.id)?.registration?.referralCode).toBe('REF7');
  });

  it('still checks the password', async () => {
    expect((await byAuto(makeSim(), { password: 'short' })).body.errorCode).toBe('password.weak');
  });
});

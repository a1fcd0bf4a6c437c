import { describe, expect, it } from 'vitest';
import type { SmsMessage } from '../state/sms-outbox';
import { callEncrypted, envelopeOf, jsonOf, makeSim, passGeetestV4, postJson } from '../testing/test-helpers';
import type { LoginValue } from './login';

const SMS_PATH = '/wps/verification/sms/noLogin';
const LOGIN_PATH = '/wps/session/login';
const DEVICE_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

type Sim = ReturnType<typeof makeSim>;
type Inspected = Pick<SmsMessage, 'countryDialingCode' | 'mobileNum' | 'code' | 'at'>;

async function sendSms(sim: Sim, body: unknown, merchant?: string) {
  const response = await sim.app.request(SMS_PATH, {
    ...postJson(body),
    headers: { 'Content-Type': 'application/json', ...(merchant === undefined ? {} : { Merchant: merchant }) },
  });
  return { status: response.status, body: await envelopeOf<{ expirationTime: number } | null>(response) };
}

async function inbox(sim: Sim, mobile?: string): Promise<Inspected[]> {
  return jsonOf<Inspected[]>(await sim.app.request(`/__sim/sms${mobile === undefined ? '' : `?mobile=${mobile}`}`));
}

function smsLogin(sim: Sim, username: string, code: string, extra: Record<string, unknown> = {}, merchant?: string) {
  const payload = { type: 'sms', username, password: code, loginDeviceId: DEVICE_ID, isOfficialAppLogin: false, ...extra };
  return callEncrypted<LoginValue | null>(sim.app, LOGIN_PATH, payload, merchant === undefined ? {} : { Merchant: merchant });
}

/** A sim whose clock the test moves. */
function clockedSim() {
  const clock = { now: Date.UTC(2025, 0, 1, 12) };
  return { sim: makeSim({ now: () => clock.now }), clock };
}

describe('POST /wps/verification/sms/noLogin', () => {
  it('sends a 6-digit code, answers expirationTime 60 and shows the code at GET /__sim/sms', async () => {
    const sim = makeSim();
    const { status, body } = await sendSms(sim, { countryDialingCode: '63', mobileNum: '9170000001' });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, value: { expirationTime: 60 }, message: '', errorCode: '' });
    const messages = await inbox(sim, '9170000001');
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      countryDialingCode: '63',
      mobileNum: '9170000001',
      code: expect.stringMatching(/^\d{6}$/),
      at: expect.any(Number),
    });
  });

  it('lists messages newest first, per national number, and all without a number', async () => {
    const { sim, clock } = clockedSim();
    await sendSms(sim, { countryDialingCode: '+63', mobileNum: '0917 000 0001' });
    clock.now += 61_000;
    await sendSms(sim, { countryDialingCode: '63', mobileNum: '9170000001' });
    await sendSms(sim, { countryDialingCode: '63', mobileNum: '9170000002' });
    const mine = await inbox(sim, '9170000001');
    expect(mine).toHaveLength(2);
    expect(mine[0]!.at).toBeGreaterThan(mine[1]!.at);
    expect(mine.every((message) => message.countryDialingCode === '63' && message.mobileNum === '9170000001')).toBe(true);
    expect(await inbox(sim)).toHaveLength(3);
  });

  it('uses the merchant dialling code when none is sent', async () => {
    const sim = makeSim();
    await sendSms(sim, { mobileNum: '912000001' });
    expect((await inbox(sim, '912000001'))[0]?.countryDialingCode).toBe('63');
  });

  it('refuses a missing mobile number with sms.mobile.required, and a malformed one', async () => {
    const sim = makeSim();
    expect((await sendSms(sim, { countryDialingCode: '63' })).body).toMatchObject({ success: false, errorCode: 'sms.mobile.required' });
    expect((await sendSms(sim, { countryDialingCode: '63', mobileNum: '  ' })).body.errorCode).toBe('sms.mobile.required');
    expect((await sendSms(sim, { countryDialingCode: '63', mobileNum: '12' })).body.errorCode).toBe('sms.mobile.invalid');
    expect(await inbox(sim)).toHaveLength(0);
  });

  it('answers 400 request_body_required for a body that is not a JSON object', async () => {
    const sim = makeSim();
    const response = await sim.app.request(SMS_PATH, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '[1]' });
    expect(response.status).toBe(400);
    expect((await envelopeOf(response)).errorCode).toBe('request_body_required');
  });

  it('refuses a resend while the code is valid (TOO_MANY_REQUESTS), and sends again once it expired', async () => {
    const { sim, clock } = clockedSim();
    await sendSms(sim, { countryDialingCode: '63', mobileNum: '9170000001' });
    clock.now += 30_000;
    const again = await sendSms(sim, { countryDialingCode: '63', mobileNum: '9170000001' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ success: false, errorCode: 'TOO_MANY_REQUESTS', value: null });
    expect(again.body.message).toContain('30');
    clock.now += 30_000;
    expect((await sendSms(sim, { countryDialingCode: '63', mobileNum: '9170000001' })).body.success).toBe(true);
    expect(await inbox(sim, '9170000001')).toHaveLength(2);
  });

  it('asks demo2 (GEETESTVCODE3, v4) for a stand-in captcha result', async () => {
    const sim = makeSim();
    const without = await sendSms(sim, { countryDialingCode: '84', mobileNum: '912000001' }, 'demo2');
    expect(without.body).toMatchObject({ success: false, errorCode: 'geetest_captcha_err' });
    const forged = { captcha_id: 'x', lot_number: 'y', pass_token: 'z', gen_time: '1', captcha_output: 'o' };
    expect(
      (await sendSms(sim, { countryDialingCode: '84', mobileNum: '912000001', geetestValidateV4: forged }, 'demo2')).body.errorCode,
    ).toBe('geetest_captcha_err');
    const geetestValidateV4 = await passGeetestV4(sim.app);
    const sent = await sendSms(sim, { countryDialingCode: '84', mobileNum: '912000001', geetestValidateV4 }, 'demo2');
    expect(sent.body).toMatchObject({ success: true, value: { expirationTime: 60 } });
    expect(await inbox(sim, '912000001')).toHaveLength(1);
  });

  it('goes through faults like any call', async () => {
    const sim = makeSim();
    sim.state.faults.add({ path: SMS_PATH, errorCode: 'TOO_MANY_REQUEST', times: 1 });
    expect((await sendSms(sim, { mobileNum: '9170000001' })).body.errorCode).toBe('TOO_MANY_REQUEST');
    expect(await inbox(sim)).toHaveLength(0);
  });

  it('is cleared by POST /__sim/reset and DELETE /__sim/sms', async () => {
    const sim = makeSim();
    await sendSms(sim, { mobileNum: '9170000001' });
    await sim.app.request('/__sim/reset', { method: 'POST' });
    expect(await inbox(sim)).toHaveLength(0);
    await sendSms(sim, { mobileNum: '9170000001' });
    expect((await sim.app.request('/__sim/sms', { method: 'DELETE' })).status).toBe(200);
    expect(await inbox(sim)).toHaveLength(0);
  });
});

describe('POST /wps/session/login (sms)', () => {
  it('logs the member with that mobile number in with the last code sent', async () => {
    const sim = makeSim();
    await sendSms(sim, { countryDialingCode: '63', mobileNum: '9170000001' });
    const [message] = await inbox(sim, '9170000001');
    const { status, body } = await smsLogin(sim, '9170000001', message!.code, { countryDialingCode: '63' });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.value).toMatchObject({ id: 1001, userName: 'player01', customerType: 0, token: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const info = await sim.app.request('/wps/member/info', { headers: { Authorization: (body.value as LoginValue).token } });
    expect((await envelopeOf(info)).success).toBe(true);
  });

  it('needs no dialling code, and logs a second-factor member straight in (the code is the factor)', async () => {
    const sim = makeSim();
    await sendSms(sim, { mobileNum: '9170000009' });
    const [message] = await inbox(sim, '9170000009');
    expect((await smsLogin(sim, '9170000009', message!.code)).body).toMatchObject({ success: true, value: { userName: 'sms2fa' } });
  });

  it('refuses a wrong code with sms.code.err, and a code twice', async () => {
    const sim = makeSim();
    await sendSms(sim, { mobileNum: '9170000001' });
    const [message] = await inbox(sim, '9170000001');
    const wrong = message!.code === '000000' ? '000001' : '000000';
    const refused = await smsLogin(sim, '9170000001', wrong);
    expect(refused.body).toMatchObject({ success: false, errorCode: 'sms.code.err' });
    expect(refused.body.message).not.toBe('');
    expect((await smsLogin(sim, '9170000001', message!.code)).body.success).toBe(true);
    expect((await smsLogin(sim, '9170000001', message!.code)).body.errorCode).toBe('sms.code.err');
  });

  it('refuses an expired code', async () => {
    const { sim, clock } = clockedSim();
    await sendSms(sim, { mobileNum: '9170000001' });
    const [message] = await inbox(sim, '9170000001');
    clock.now += 60_000;
    expect((await smsLogin(sim, '9170000001', message!.code)).body.errorCode).toBe('sms.code.err');
  });

  it('answers not.exists.user for a number no member has (or with another dialling code)', async () => {
    const sim = makeSim();
    expect((await smsLogin(sim, '9999999999', '123456')).body).toMatchObject({ success: false, errorCode: 'not.exists.user' });
    expect((await smsLogin(sim, '9170000001', '123456', { countryDialingCode: '84' })).body.errorCode).toBe('not.exists.user');
  });

  it('is per merchant', async () => {
    const sim = makeSim();
    expect((await smsLogin(sim, '9170000001', '123456', {}, 'demo2')).body.errorCode).toBe('not.exists.user');
  });
});

import { describe, expect, it } from 'vitest';
import { fakeIdentityVerifier, testIdentityVerifier, TEST_IDENTITIES } from '../testing/fake-identity-verifier';
import type { Member } from '../state/sim-state';
import { callEncrypted, envelopeOf, jsonOf, makeSim, postJson } from '../testing/test-helpers';
import type { LoginValue } from './login';
import type { RegisterValue } from './register';

const REGISTER_PATH = '/wps/member/register/firebase';
const BASE_PAYLOAD = {
  login: true,
  registerMethod: 'PWA',
  registerUrl: 'http://127.0.0.1:8080/m/login',
  loginDeviceId: '0f8fad5b-d9cb-469f-a165-70867728950e',
  isOfficialAppLogin: false,
  domain: '127.0.0.1:8080',
  pixelTrack: { fbclid: 'fb-1' },
};

type Sim = ReturnType<typeof makeSim>;

async function registerFirebase(sim: Sim, payload: Record<string, unknown>, merchant?: string) {
  const response = await sim.app.request(REGISTER_PATH, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json', ...(merchant === undefined ? {} : { Merchant: merchant }) },
    body: JSON.stringify({ ...BASE_PAYLOAD, ...payload }),
  });
  return { status: response.status, body: await envelopeOf<RegisterValue | null>(response) };
}

function simWithProvider() {
  return makeSim({ identityVerifier: testIdentityVerifier() });
}

async function membersOf(sim: Sim, merchant = 'demo'): Promise<Member[]> {
  return jsonOf<Member[]>(await sim.app.request(`/__sim/members?merchant=${merchant}`));
}

function firebaseLogin(sim: Sim, firebaseChannel: string, firebaseIdToken: string) {
  return callEncrypted<LoginValue | null>(sim.app, '/wps/session/login', {
    type: 'firebase',
    username: '',
    password: '',
    firebaseChannel,
    firebaseIdToken,
  });
}

describe('PUT /wps/member/register/firebase', () => {
  it('creates a member linked to a Google identity and, with login, answers a working token', async () => {
    const sim = simWithProvider();
    const { status, body } = await registerFirebase(sim, {
      firebaseChannel: 'google',
      firebaseIdToken: 'token-newGoogle',
      referralCode: 'R1002',
      affiliateCode: 'aff-9',
    });
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const value = body.value as RegisterValue;
    expect(value).toEqual({
      id: 2008,
      customerId: 2008,
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
      userName: 'newplayerx',
      customerName: 'newplayerx',
    });
    const info = await sim.app.request('/wps/member/info', { headers: { Authorization: value.token } });
    expect(await envelopeOf(info)).toMatchObject({ success: true, value: { account: 'newplayerx', type: 0, language: 'EN' } });

    const member = (await membersOf(sim)).find((candidate) => candidate.username === 'newplayerx')!;
    expect(member).toMatchObject({
      password: '{secret}',
      type: 0,
      email: 'new.player+x@example.com',
      mobileNum: '',
      identityLinks: [{ providerId: 'google.com', uid: 'uid-new-google', email: 'new.player+x@example.com' }],
      registration: {
        referralCode: 'R1002',
        affiliateCode: 'aff-9',
        registerMethod: 'PWA',
        domain: '127.0.0.1:8080',
        pixelTrack: { fbclid: 'fb-1' },
      },
    });
    expect((await firebaseLogin(sim, 'google', 'token-newGoogle')).body).toMatchObject({
      success: true,
      value: { id: 2008, firstTimeLogin: false },
    });
  });

  it('without login answers no token and opens no session', async () => {
    const sim = simWithProvider();
    const { body } = await registerFirebase(sim, { login: false, firebaseChannel: 'google', firebaseIdToken: 'token-newGoogle' });
    expect(body).toMatchObject({ success: true, value: { userName: 'newplayerx', customerName: 'newplayerx' } });
    expect(body.value).not.toHaveProperty('token');
    expect(sim.state.sessions.size).toBe(0);
    // Its first login is a first-time login.
    expect((await firebaseLogin(sim, 'google', 'token-newGoogle')).body).toMatchObject({
      success: true,
      value: { userName: 'newplayerx', firstTimeLogin: true },
    });
  });

  it('creates a phone member (p + national number, the mobile from the identity) and sends the welcome text to the SMS outbox', async () => {
    const sim = simWithProvider();
    const { body } = await registerFirebase(sim, {
      firebaseChannel: 'phone',
      firebaseIdToken: 'token-newPhone',
      smsTemplate: 'Welcome {username}! Your account {username} is ready.',
    });
    expect(body).toMatchObject({ success: true, value: { userName: 'p9991234567' } });
    const member = (await membersOf(sim)).find((candidate) => candidate.username === 'p9991234567')!;
    expect(member).toMatchObject({
      countryDialingCode: '63',
      mobileNum: '9991234567',
      email: '',
      identityLinks: [{ providerId: 'phone', phoneNumber: '+639991234567' }],
    });
    const sms = await jsonOf<Array<{ mobileNum: string; text?: string; code: string }>>(
      await sim.app.request('/__sim/sms?mobile=9991234567'),
    );
    expect(sms).toEqual([
      expect.objectContaining({
        countryDialingCode: '63',
        mobileNum: '9991234567',
        code: '',
        text: 'Welcome p9991234567! Your account p9991234567 is ready.',
      }),
    ]);
    expect((await firebaseLogin(sim, 'phone', 'token-newPhone')).body).toMatchObject({ success: true, value: { userName: 'p9991234567' } });
  });

  it('sends no text without a template or without a mobile number', async () => {
    const sim = simWithProvider();
    await registerFirebase(sim, { firebaseChannel: 'phone', firebaseIdToken: 'token-newPhone', smsTemplate: '' });
    await registerFirebase(sim, { firebaseChannel: 'google', firebaseIdToken: 'token-newGoogle', smsTemplate: 'Hi {username}' });
    expect(await jsonOf<unknown[]>(await sim.app.request('/__sim/sms'))).toEqual([]);
  });

  it('a welcome text does not get in the way of the SMS codes of the number', async () => {
    const sim = simWithProvider();
    await registerFirebase(sim, { firebaseChannel: 'phone', firebaseIdToken: 'token-newPhone', smsTemplate: 'Hi {username}' });
    const sent = await sim.app.request('/wps/verification/sms/noLogin', postJson({ countryDialingCode: '63', mobileNum: '9991234567' }));
    expect((await envelopeOf(sent)).success).toBe(true);
    const [latest] = await jsonOf<Array<{ code: string }>>(await sim.app.request('/__sim/sms?mobile=9991234567'));
    const login = await callEncrypted(sim.app, '/wps/session/login', { type: 'sms', username: '9991234567', password: latest!.code });
    expect(login.body).toMatchObject({ success: true, value: { userName: 'p9991234567' } });
  });

  it('refuses an identity that is linked already: firebase.already.bound (a link, or a member mobile)', async () => {
    const sim = simWithProvider();
    const before = sim.state.members.length;
    const google = await registerFirebase(sim, { firebaseChannel: 'google', firebaseIdToken: 'token-google01' });
    expect(google.body).toMatchObject({ success: false, errorCode: 'firebase.already.bound', value: null });
    expect(google.body.message).not.toBe('');
    expect((await registerFirebase(sim, { firebaseChannel: 'phone', firebaseIdToken: 'token-player01Phone' })).body.errorCode).toBe(
      'firebase.already.bound',
    );
    expect((await registerFirebase(sim, { firebaseChannel: 'google', firebaseIdToken: 'token-newGoogle' })).body.success).toBe(true);
    expect((await registerFirebase(sim, { firebaseChannel: 'google', firebaseIdToken: 'token-newGoogle' })).body.errorCode).toBe(
      'firebase.already.bound',
    );
    expect(sim.state.members.length).toBe(before + 1);
  });

  it('needs socialLoginRegister or oneTapSocialLogin on: demo2 has both off until POST /__sim/merchant switches one on', async () => {
    const sim = simWithProvider();
    const off = await registerFirebase(sim, { firebaseChannel: 'google', firebaseIdToken: 'token-google01' }, 'demo2');
    expect(off.body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    await sim.app.request('/__sim/merchant', postJson({ merchant: 'demo2', whitelabelVal: { oneTapSocialLogin: true } }));
    const on = await registerFirebase(sim, { firebaseChannel: 'google', firebaseIdToken: 'token-google01' }, 'demo2');
    expect(on.body).toMatchObject({ success: true, value: { userName: 'google01' } });
    // demo2's new member has demo2's language.
    expect((await membersOf(sim, 'demo2')).find((member) => member.username === 'google01')).toMatchObject({
      language: 'VI',
      countryDialingCode: '84',
    });
  });

  it('is off at demo once socialLoginRegister is switched off (oneTapSocialLogin is off there)', async () => {
    const sim = simWithProvider();
    const tree = await envelopeOf<Array<{ modId: string; enabled: string; childrenNodes: Array<{ modId: string; enabled: string }> }>>(
      await sim.app.request('/wps/system/whitelabel'),
    );
    expect(tree.value.find((node) => node.modId === 'socialLoginRegister')).toMatchObject({
      enabled: '1',
      childrenNodes: [{ modId: 'oneTapSocialLogin', enabled: '0' }],
    });
    await sim.app.request('/__sim/merchant', postJson({ merchant: 'demo', whitelabelVal: { socialLoginRegister: false } }));
    expect((await registerFirebase(sim, { firebaseChannel: 'google', firebaseIdToken: 'token-newGoogle' })).body.errorCode).toBe(
      'function.not.available',
    );
  });

  it('refuses a bad token with firebase.token.invalid and creates nobody', async () => {
    const sim = simWithProvider();
    const before = sim.state.members.length;
    const { body } = await registerFirebase(sim, { firebaseChannel: 'google', firebaseIdToken: 'forged' });
    expect(body).toMatchObject({ success: false, errorCode: 'firebase.token.invalid' });
    expect((await registerFirebase(sim, { firebaseChannel: 'phone', firebaseIdToken: 'token-newGoogle' })).body.errorCode).toBe(
      'firebase.token.invalid',
    );
    expect(sim.state.members.length).toBe(before);
  });

  it('answers function.not.available naming FIREBASE_AUTH_EMULATOR_HOST without an identity provider', async () => {
    const { body } = await registerFirebase(makeSim(), { firebaseChannel: 'google', firebaseIdToken: 'token-newGoogle' });
    expect(body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    expect(body.message).toContain('FIREBASE_AUTH_EMULATOR_HOST');
  });

  it('answers 400 request_body_required for a body that is not JSON, no token or an unknown channel', async () => {
    const sim = simWithProvider();
    const notJson = await sim.app.request(REGISTER_PATH, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: 'nope' });
    expect(notJson.status).toBe(400);
    expect((await registerFirebase(sim, { firebaseChannel: 'google' })).status).toBe(400);
    expect((await registerFirebase(sim, { firebaseChannel: 'apple', firebaseIdToken: 'token-newGoogle' })).status).toBe(400);
  });

  it('makes the username unique and 4 to 16 letters or digits', async () => {
    const sim = makeSim({
      identityVerifier: fakeIdentityVerifier({
        taken: { uid: 'u1', signInProvider: 'google.com', email: 'PLAYER01@gmail.com' },
        short: { uid: 'u2', signInProvider: 'google.com', email: 'a.b@gmail.com' },
        long: { uid: 'u3', signInProvider: 'google.com', email: 'averyveryverylongname.of.someone@gmail.com' },
        long2: { uid: 'u4', signInProvider: 'google.com', email: 'averyveryverylongname.of.someone.else@gmail.com' },
      }),
    });
    const names: string[] = [];
    for (const token of ['taken', 'short', 'long', 'long2']) {
      const { body } = await registerFirebase(sim, { firebaseChannel: 'google', firebaseIdToken: token });
      names.push((body.value as RegisterValue).userName);
    }
    expect(names).toEqual(['player012', 'ab00', 'averyveryverylon', 'averyveryverylo2']);
  });

  it('records the call in the request log (plain JSON, not encrypted)', async () => {
    const sim = simWithProvider();
    await registerFirebase(sim, { firebaseChannel: 'google', firebaseIdToken: 'token-newGoogle' });
    const entry = sim.state.requestLog.list().at(-1);
    expect(entry).toMatchObject({ method: 'PUT', path: REGISTER_PATH });
    expect(JSON.parse(entry!.body!)).toMatchObject({ firebaseChannel: 'google' });
    expect(TEST_IDENTITIES.newGoogle.email).toBe('new.player+x@example.com');
  });
});

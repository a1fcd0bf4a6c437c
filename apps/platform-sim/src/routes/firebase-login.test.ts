import { describe, expect, it } from 'vitest';
import { testIdentityVerifier } from '../testing/fake-identity-verifier';
import { IdentityProviderUnreachable } from '../identity/identity-tokens';
import type { IdentityProviderLink } from '../seed/types';
import { callEncrypted, envelopeOf, jsonOf, makeSim, postJson } from '../testing/test-helpers';
import type { BindRequiredValue, LoginValue } from './login';

const LOGIN_PATH = '/wps/session/login';
const VERIFY_PATH = '/wps/session/login/verification';
const DEVICE = { loginDeviceId: '0f8fad5b-d9cb-469f-a165-70867728950e', isOfficialAppLogin: false, device: 'PWA' };
const PASSWORD = 'Passw0rd!';

type Sim = ReturnType<typeof makeSim>;

function simWithProvider() {
  const identityVerifier = testIdentityVerifier();
  return { sim: makeSim({ identityVerifier }), verifier: identityVerifier };
}

function firebaseLogin(sim: Sim, firebaseChannel: string, firebaseIdToken: string, merchant?: string) {
  return callEncrypted<LoginValue | BindRequiredValue | null>(
    sim.app,
    LOGIN_PATH,
    { type: 'firebase', username: '', password: '', firebaseChannel, firebaseIdToken, ...DEVICE },
    merchant === undefined ? {} : { Merchant: merchant },
  );
}

function usernameLogin(sim: Sim, username: string, extra: Record<string, unknown> = {}) {
  return callEncrypted<LoginValue | null>(sim.app, LOGIN_PATH, { type: 'username', username, password: PASSWORD, ...DEVICE, ...extra });
}

async function linksOf(sim: Sim, username: string, merchant = 'demo'): Promise<IdentityProviderLink[]> {
  const members = await jsonOf<Array<{ username: string; identityLinks: IdentityProviderLink[] }>>(
    await sim.app.request(`/__sim/members?merchant=${merchant}`),
  );
  return members.find((member) => member.username === username)!.identityLinks;
}

describe('POST /wps/session/login, type firebase', () => {
  it('logs the seeded google01 in by its Google account (e-mail compared ignoring case), with a working session', async () => {
    const { sim } = simWithProvider();
    const { status, body } = await firebaseLogin(sim, 'google', 'token-google01');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      success: true,
      value: { id: 1012, userName: 'google01', customerType: 0, firstTimeLogin: false, updatePassword: false },
    });
    const token = (body.value as LoginValue).token;
    const info = await sim.app.request('/wps/member/info', { headers: { Authorization: token } });
    expect(await envelopeOf(info)).toMatchObject({ success: true, value: { account: 'google01' } });
  });

  it('logs a member in by a phone identity whose number is the member mobile (+63 9170000001), without a second factor', async () => {
    const { sim } = simWithProvider();
    expect((await firebaseLogin(sim, 'phone', 'token-player01Phone')).body).toMatchObject({
      success: true,
      value: { id: 1001, userName: 'player01' },
    });
    // sms2fa has a second factor: the provider's sign-in is proof enough, as with the SMS login.
    expect((await firebaseLogin(sim, 'phone', 'token-sms2faPhone')).body).toMatchObject({ success: true, value: { userName: 'sms2fa' } });
  });

  it('answers bind_customer_required with the identity when no member is linked to it', async () => {
    const { sim } = simWithProvider();
    const google = await firebaseLogin(sim, 'google', 'token-newGoogle');
    expect(google.body).toMatchObject({
      success: false,
      errorCode: 'bind_customer_required',
      message: 'This account is not linked to a member yet.',
      value: { firebaseChannel: 'google', email: 'new.player+x@example.com' },
    });
    const phone = await firebaseLogin(sim, 'phone', 'token-newPhone');
    expect(phone.body).toMatchObject({
      errorCode: 'bind_customer_required',
      value: { firebaseChannel: 'phone', phoneNumber: '+639991234567' },
    });
    expect(phone.body.value).not.toHaveProperty('email');
    expect(sim.state.sessions.size).toBe(0);
  });

  it("looks links up per merchant (google01 is demo's)", async () => {
    const { sim } = simWithProvider();
    expect((await firebaseLogin(sim, 'google', 'token-google01', 'demo2')).body.errorCode).toBe('bind_customer_required');
  });

  it('refuses a token the verifier refuses, or of another channel, with firebase.token.invalid', async () => {
    const { sim } = simWithProvider();
    const bad = await firebaseLogin(sim, 'google', 'forged');
    expect(bad.body).toMatchObject({ success: false, errorCode: 'firebase.token.invalid', value: null });
    expect(bad.body.message).not.toBe('');
    const otherChannel = await firebaseLogin(sim, 'phone', 'token-google01');
    expect(otherChannel.body.errorCode).toBe('firebase.token.invalid');
    expect(otherChannel.body.message).toContain('google.com');
    expect(sim.state.sessions.size).toBe(0);
  });

  it('answers 400 request_body_required without a token or with an unknown channel', async () => {
    const { sim } = simWithProvider();
    expect((await firebaseLogin(sim, 'google', '')).status).toBe(400);
    expect((await firebaseLogin(sim, 'facebook', 'token-google01')).status).toBe(400);
  });

  it('answers function.not.available naming FIREBASE_AUTH_EMULATOR_HOST when no identity provider is set up', async () => {
    const sim = makeSim();
    const { status, body } = await firebaseLogin(sim, 'google', 'token-google01');
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    expect(body.message).toContain('FIREBASE_AUTH_EMULATOR_HOST');
  });

  it('answers sim.firebase.unreachable when the emulator does not answer', async () => {
    const sim = makeSim({
      identityVerifier: {
        verify: () => Promise.reject(new IdentityProviderUnreachable('The Firebase Auth emulator at http://127.0.0.1:1 did not answer')),
      },
    });
    const { body } = await firebaseLogin(sim, 'google', 'token-google01');
    expect(body).toMatchObject({ success: false, errorCode: 'sim.firebase.unreachable' });
    expect(body.message).toContain('127.0.0.1:1');
  });
});

describe('binding an identity through a username login', () => {
  it('links the identity on a successful login; the firebase login then finds the member', async () => {
    const { sim } = simWithProvider();
    expect((await firebaseLogin(sim, 'google', 'token-newGoogle')).body.errorCode).toBe('bind_customer_required');
    const bind = await usernameLogin(sim, 'player01', { firebaseChannel: 'google', firebaseIdToken: 'token-newGoogle' });
    expect(bind.body).toMatchObject({ success: true, value: { id: 1001 } });
    expect(await linksOf(sim, 'player01')).toEqual([
      { providerId: 'google.com', uid: 'uid-new-google', email: 'new.player+x@example.com' },
    ]);
    expect((await firebaseLogin(sim, 'google', 'token-newGoogle')).body).toMatchObject({
      success: true,
      value: { id: 1001, userName: 'player01' },
    });
  });

  it('binds a phone identity too', async () => {
    const { sim } = simWithProvider();
    await usernameLogin(sim, 'agent01', { firebaseChannel: 'phone', firebaseIdToken: 'token-newPhone' });
    expect((await firebaseLogin(sim, 'phone', 'token-newPhone')).body).toMatchObject({ success: true, value: { userName: 'agent01' } });
  });

  it('refuses the login with firebase.token.invalid for a bad token, and binds nothing', async () => {
    const { sim } = simWithProvider();
    const refused = await usernameLogin(sim, 'player01', { firebaseChannel: 'google', firebaseIdToken: 'forged' });
    expect(refused.body).toMatchObject({ success: false, errorCode: 'firebase.token.invalid' });
    expect(sim.state.sessions.size).toBe(0);
    expect(await linksOf(sim, 'player01')).toEqual([]);
  });

  it('checks the password before the token', async () => {
    const { sim, verifier } = simWithProvider();
    const wrong = await usernameLogin(sim, 'player01', { password: 'nope', firebaseChannel: 'google', firebaseIdToken: 'token-newGoogle' });
    expect(wrong.body.errorCode).toBe('login.cred.err');
    expect(verifier.verified).toEqual([]);
  });

  it('refuses to link an identity that stands for another member: firebase.already.bound', async () => {
    const { sim } = simWithProvider();
    const taken = await usernameLogin(sim, 'player01', { firebaseChannel: 'google', firebaseIdToken: 'token-google01' });
    expect(taken.body).toMatchObject({ success: false, errorCode: 'firebase.already.bound' });
    expect(sim.state.sessions.size).toBe(0);
    // Linking the identity to the member it already stands for changes nothing and logs in.
    expect((await usernameLogin(sim, 'google01', { firebaseChannel: 'google', firebaseIdToken: 'token-google01' })).body.success).toBe(
      true,
    );
    expect(await linksOf(sim, 'google01')).toHaveLength(1);
  });

  it('waits for the second factor: the verification call carrying the token binds', async () => {
    const { sim } = simWithProvider();
    const binding = { firebaseChannel: 'google', firebaseIdToken: 'token-newGoogle' };
    expect((await usernameLogin(sim, 'email2fa', binding)).body.errorCode).toBe('login_verify_required');
    expect(await linksOf(sim, 'email2fa')).toEqual([]);
    const wrongAnswer = await callEncrypted(sim.app, VERIFY_PATH, {
      username: 'email2fa',
      password: PASSWORD,
      method: 'E',
      email: 'x@y.z',
      ...binding,
    });
    expect(wrongAnswer.body.errorCode).toBe('login.verify.err');
    expect(await linksOf(sim, 'email2fa')).toEqual([]);
    const verified = await callEncrypted(sim.app, VERIFY_PATH, {
      username: 'email2fa',
      password: PASSWORD,
      method: 'E',
      email: 'email2fa@demo.example',
      ...binding,
    });
    expect(verified.body).toMatchObject({ success: true, value: { userName: 'email2fa' } });
    expect((await firebaseLogin(sim, 'google', 'token-newGoogle')).body).toMatchObject({ success: true, value: { userName: 'email2fa' } });
  });

  it('refuses a verification call with a bad token before checking (and spending) the answer', async () => {
    const { sim } = simWithProvider();
    const refused = await callEncrypted(sim.app, VERIFY_PATH, {
      username: 'email2fa',
      password: PASSWORD,
      method: 'E',
      email: 'email2fa@demo.example',
      firebaseChannel: 'google',
      firebaseIdToken: 'forged',
    });
    expect(refused.body.errorCode).toBe('firebase.token.invalid');
    expect(sim.state.sessions.size).toBe(0);
  });

  it('forgets run-time links on POST /__sim/reset (the seeded one stays)', async () => {
    const { sim } = simWithProvider();
    await usernameLogin(sim, 'player01', { firebaseChannel: 'google', firebaseIdToken: 'token-newGoogle' });
    await sim.app.request('/__sim/reset', postJson({}));
    expect(await linksOf(sim, 'player01')).toEqual([]);
    expect(await linksOf(sim, 'google01')).toEqual([{ providerId: 'google.com', email: 'google01@example.com' }]);
    expect((await firebaseLogin(sim, 'google', 'token-newGoogle')).body.errorCode).toBe('bind_customer_required');
  });
});

describe('second factor S through the identity provider', () => {
  function verifyS(sim: Sim, firebaseIdToken: string, extra: Record<string, unknown> = {}) {
    return callEncrypted<LoginValue | null>(sim.app, VERIFY_PATH, {
      username: 'sms2fa',
      password: PASSWORD,
      method: 'S',
      mobileNum: '9170000009',
      firebaseIdToken,
      ...extra,
    });
  }

  it('accepts a phone sign-in token whose number is the member mobile, without an SMS code', async () => {
    const { sim } = simWithProvider();
    expect((await verifyS(sim, 'token-sms2faPhone')).body).toMatchObject({ success: true, value: { userName: 'sms2fa', id: 1009 } });
    // The phone proof links nothing.
    expect(await linksOf(sim, 'sms2fa')).toEqual([]);
  });

  it('refuses a token of another number with the SMS error, and a bad token with firebase.token.invalid', async () => {
    const { sim } = simWithProvider();
    const other = await verifyS(sim, 'token-player01Phone');
    expect(other.body).toMatchObject({ success: false, errorCode: 'login.verify.err' });
    expect(other.body.message).toMatch(/mobile/i);
    expect((await verifyS(sim, 'token-newGoogle')).body.errorCode).toBe('login.verify.err');
    expect((await verifyS(sim, 'forged')).body.errorCode).toBe('firebase.token.invalid');
    expect(sim.state.sessions.size).toBe(0);
  });

  it('answers function.not.available naming FIREBASE_AUTH_EMULATOR_HOST without an identity provider', async () => {
    const { body } = await verifyS(makeSim(), 'token-sms2faPhone');
    expect(body).toMatchObject({ success: false, errorCode: 'function.not.available' });
    expect(body.message).toContain('FIREBASE_AUTH_EMULATOR_HOST');
  });
});

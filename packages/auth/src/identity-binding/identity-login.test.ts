import { describe, expect, it } from 'vitest';
import { identityLoginRequest, identityRegisterPayload, registerWithIdentity } from './identity-register';
import { loginWithCredentials } from '../session/login-flow';
import { cannedApi } from '@lotto/api-client/testing';
import { createAuthStore } from '../testing';

const google = { channel: 'google' as const, idToken: 'header.payload.' };
const memberInfo = { '/wps/member/info': { success: true, status: 200, value: { type: 0, language: 'EN' } } };

describe('sign-in with the identity provider (spec 000 §3, §4)', () => {
  it('sends a firebase login with the channel and the ID token', async () => {
    const api = cannedApi({
      ...memberInfo,
      '/wps/session/login': { success: true, status: 200, value: { id: 9, token: 't', userName: 'google01', customerType: 0 } },
    });
    const result = await createAuthStore({ api })
      .dispatch(loginWithCredentials({ type: 'firebase', username: '', password: '', identity: google }))
      .unwrap();
    expect(result).toEqual({ kind: 'success', destination: '/m/home' });
    expect(api.calls[0]?.body).toMatchObject({ type: 'firebase', firebaseChannel: 'google', firebaseIdToken: 'header.payload.' });
  });

  it('hands bind_customer_required back as the binding flow, with the identity', async () => {
    const api = cannedApi({
      '/wps/session/login': { success: false, status: 200, errorCode: 'bind_customer_required', message: 'not bound', value: null },
    });
    const result = await createAuthStore({ api })
      .dispatch(loginWithCredentials({ type: 'firebase', username: '', password: '', identity: google }))
      .unwrap();
    expect(result).toEqual({ kind: 'bind', identity: google });
  });

  it('carries the identity on a username login, for the platform to link', async () => {
    const api = cannedApi({
      ...memberInfo,
      '/wps/session/login': { success: true, status: 200, value: { id: 1, token: 't', userName: 'player01' } },
    });
    await createAuthStore({ api }).dispatch(
      loginWithCredentials({ type: 'username', username: 'player01', password: 'Passw0rd!', identity: google }),
    );
    expect(api.calls[0]?.body).toMatchObject({
      type: 'username',
      username: 'player01',
      firebaseChannel: 'google',
      firebaseIdToken: 'header.payload.',
    });
  });

  it('never forces a password change after a firebase login, even with the placeholder', () => {
    expect(identityLoginRequest(google, 'u1')).toEqual({ type: 'firebase', username: 'u1', password: '', identity: google });
  });
});

describe('registration through the identity provider', () => {
  it('sends the registration context, the proof, login and the SMS template, and no password', () => {
    const env = { inApp: false, pwa: false, webclip: false, ipad: false, iosVersion: null };
    const payload = identityRegisterPayload(google, 'Welcome {username}', {
      env,
      href: 'https://lucky.example/m/login?token=secret&r=R7',
      hostname: 'lucky.example',
      search: '?r=R7',
      loginDeviceId: 'device-1',
    });
    expect(payload).toEqual({
      registerMethod: 'H5',
      registerUrl: 'https://lucky.example/m/login?r=R7',
      loginDeviceId: 'device-1',
      isOfficialAppLogin: false,
      domain: 'lucky.example',
      referralCode: 'R7',
      pixelTrack: {},
      login: true,
      firebaseChannel: 'google',
      firebaseIdToken: 'header.payload.',
      smsTemplate: 'Welcome {username}',
    });
  });

  it('calls the provider registration and reads its answer as a first login', async () => {
    const api = cannedApi({
      '/wps/member/register/firebase': { success: true, status: 200, value: { customerId: 12, token: 'tok', customerName: 'newbie01' } },
    });
    const result = await createAuthStore({ api })
      .dispatch(registerWithIdentity({ identity: google, smsTemplate: 'T' }))
      .unwrap();
    expect(result).toEqual({
      kind: 'success',
      value: { id: 12, token: 'tok', userName: 'newbie01', customerType: 0, firstTimeLogin: true },
    });
    expect(api.calls[0]?.body).toMatchObject({ firebaseChannel: 'google', login: true, smsTemplate: 'T', registerMethod: 'H5' });
  });
});

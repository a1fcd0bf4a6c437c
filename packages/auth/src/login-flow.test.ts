import { afterEach, describe, expect, it } from 'vitest';
import { completeLogin } from './login-flow';
import { cannedApi } from '@lotto/api-client/testing';
import { createAuthStore } from './testing';

const value = { id: 7, token: 'tok', userName: 'player01', customerType: 0, firstTimeLogin: false };
const request = { type: 'username' as const, username: 'player01', password: 'Passw0rd!' };

function memberInfo(type: number, language: string) {
  return { '/wps/member/info': { success: true, status: 200, value: { type, language } } };
}

describe('after login (spec 000 §4)', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('stores the session under MC_SESSION_INFO with the platform’s fields', async () => {
    const store = createAuthStore({ api: cannedApi(memberInfo(0, 'EN')) });
    await store.dispatch(completeLogin({ value, request }));
    expect(JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}')).toEqual({
      id: 7,
      token: 'tok',
      merchantCode: 'demo',
      userName: 'player01',
      type: 0,
      firstTimeLogin: false,
    });
    expect(store.getState().session.info?.token).toBe('tok');
  });

  it('sends the current language when the member’s differs', async () => {
    const api = cannedApi(memberInfo(0, 'VI'));
    await createAuthStore({ api }).dispatch(completeLogin({ value, request }));
    expect(api.calls.find((call) => call.path === '/wps/member/language')?.body).toEqual({ language: 'EN' });
  });

  it('leaves it when they match, and for member type 4', async () => {
    for (const api of [cannedApi(memberInfo(0, 'EN')), cannedApi(memberInfo(4, 'VI'))]) {
      await createAuthStore({ api }).dispatch(completeLogin({ value, request }));
      expect(api.calls.some((call) => call.path === '/wps/member/language')).toBe(false);
    }
  });

  it('asks for a new password after the default one', async () => {
    const store = createAuthStore({ api: cannedApi(memberInfo(0, 'EN')) });
    const destination = await store.dispatch(completeLogin({ value, request: { ...request, password: '{secret}' } })).unwrap();
    expect(destination).toBe('/m/changePsw');
    expect(store.getState().auth.passwordChangeReason).toBe('default');
  });

  it('leads back where the route guard stopped the visitor, but never out of the app', async () => {
    window.history.replaceState(null, '', '/m/login?redirectUrl=%2Fm%2FagentRegister%3Fr%3D1');
    const back = await createAuthStore({ api: cannedApi(memberInfo(1, 'EN')) })
      .dispatch(completeLogin({ value, request }))
      .unwrap();
    expect(back).toBe('/m/agentRegister?r=1');

    window.history.replaceState(null, '', '/m/login?redirectUrl=https%3A%2F%2Fevil.example%2Fm%2Fhome');
    const away = await createAuthStore({ api: cannedApi(memberInfo(0, 'EN')) })
      .dispatch(completeLogin({ value, request }))
      .unwrap();
    expect(away).toBe('/m/home');
  });

  it('asks for the forced password change first, even when headed elsewhere', async () => {
    window.history.replaceState(null, '', '/m/login?redirectUrl=%2Fm%2FagentRegister');
    const store = createAuthStore({ api: cannedApi(memberInfo(0, 'EN')) });
    const destination = await store.dispatch(completeLogin({ value, request: { ...request, password: '{secret}' } })).unwrap();
    expect(destination).toBe('/m/changePsw');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeLogin, loginWithCredentials } from './login-flow';
import { cannedApi } from '@lotto/api-client/testing';
import { createAuthStore } from '../testing';
import { STORAGE_KEYS } from '@lotto/app-core';
import { KEY_STORE_TIMEOUT_MS } from '../remembered-login/key-store';

const value = { id: 7, token: 'tok', userName: 'player01', customerType: 0, firstTimeLogin: false };
const request = { type: 'username' as const, username: 'player01', password: 'Passw0rd!' };

function memberInfo(type: number, language: string) {
  return { '/wps/member/info': { success: true, status: 200, value: { type, language } } };
}

/** Member info and the language sync run after the thunk returns: wait until the member is in. */
async function memberSettled(store: ReturnType<typeof createAuthStore>) {
  await vi.waitFor(() => expect(store.getState().session.memberStatus).toBe('ready'));
  // The sync decides in the thunk's own continuation, one task after the member lands.
  await new Promise((resolve) => setTimeout(resolve, 0));
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

  it('returns where to go as soon as the session is set, while member info is still on its way', async () => {
    const api = cannedApi({ '/wps/member/info': () => new Promise(() => undefined) });
    const store = createAuthStore({ api });
    await expect(store.dispatch(completeLogin({ value, request })).unwrap()).resolves.toBe('/m/home');
    expect(store.getState().session.info?.token).toBe('tok');
    expect(store.getState().session.memberStatus).toBe('loading');
    expect(api.calls.map((call) => call.path)).toEqual(['/wps/member/info']);
  });

  it('sends the current language when the member’s differs', async () => {
    const api = cannedApi(memberInfo(0, 'VI'));
    const store = createAuthStore({ api });
    await store.dispatch(completeLogin({ value, request }));
    await memberSettled(store);
    await vi.waitFor(() => expect(api.calls.some((call) => call.path === '/wps/member/language')).toBe(true));
    expect(api.calls.find((call) => call.path === '/wps/member/language')?.body).toEqual({ language: 'EN' });
  });

  it('leaves it when they match, and for member type 4', async () => {
    for (const api of [cannedApi(memberInfo(0, 'EN')), cannedApi(memberInfo(4, 'VI'))]) {
      const store = createAuthStore({ api });
      await store.dispatch(completeLogin({ value, request }));
      await memberSettled(store);
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

describe('a login the platform refuses', () => {
  const refused = (value: unknown) => ({
    '/wps/session/login': { success: false, status: 200, errorCode: 'login.cred.err', message: 'Incorrect username or password', value },
  });

  it('says when the refusal asks for the image captcha', async () => {
    const asked = await createAuthStore({ api: cannedApi(refused({ captcha: true })) })
      .dispatch(loginWithCredentials(request))
      .unwrap();
    expect(asked).toEqual({ kind: 'failed', errorCode: 'login.cred.err', message: 'Incorrect username or password', imageCaptcha: true });
    const plain = await createAuthStore({ api: cannedApi(refused(null)) })
      .dispatch(loginWithCredentials(request))
      .unwrap();
    expect(plain).toMatchObject({ kind: 'failed', imageCaptcha: false });
  });

  it('sends the typed characters as the payload’s captcha, beside the other captcha fields', async () => {
    const api = cannedApi(refused(null));
    await createAuthStore({ api })
      .dispatch(loginWithCredentials({ ...request, captcha: { captcha: 'KM7PX', geetestChallenge: 'c', geetestSeccode: 's' } }))
      .unwrap();
    expect(api.calls.find((call) => call.path === '/wps/session/login')?.body).toMatchObject({
      username: 'player01',
      password: 'Passw0rd!',
      type: 'username',
      captcha: 'KM7PX',
      geetestChallenge: 'c',
      geetestSeccode: 's',
    });
  });
});

describe('remember me on a browser whose IndexedDB never answers (Safari 14)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    localStorage.clear();
  });

  it('starts the session first and gives up remembering in the background', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.stubGlobal('indexedDB', { open: () => ({}) });
    const store = createAuthStore({
      api: cannedApi({ '/wps/session/login': { success: true, status: 200, value }, ...memberInfo(0, 'EN') }),
    });
    // No timer has run: the login must not be waiting on the key store.
    await expect(store.dispatch(loginWithCredentials({ ...request, remember: true })).unwrap()).resolves.toEqual({
      kind: 'success',
      destination: '/m/home',
    });
    expect(store.getState().session.info?.token).toBe('tok');
    await vi.advanceTimersByTimeAsync(KEY_STORE_TIMEOUT_MS);
    expect(localStorage.getItem(STORAGE_KEYS.rememberedLogin)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBeNull();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { sessionRestored, STORAGE_KEYS } from '@lotto/app-core';
import { createAuthStore } from '../testing';
import { logout } from './logout';

const MEMBER = { token: 'tok-1', userName: 'player01', type: 0 };
const LOGOUT = '/wps/session/logout';

function signedIn(answer: Parameters<typeof cannedApi>[0] = {}) {
  const api = cannedApi(answer);
  const clearCache = vi.spyOn(api, 'clearCache');
  const store = createAuthStore({ api });
  store.dispatch(sessionRestored(MEMBER));
  return { api, store, clearCache };
}

describe('logout (docs/platform-calls.md, DELETE /wps/session/logout, "Flow seen")', () => {
  afterEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('tells the platform, with the ending session’s token, and does not wait for its answer', async () => {
    const { api, store } = signedIn({ [LOGOUT]: () => new Promise(() => undefined) });
    await store.dispatch(logout());
    expect(api.calls.filter((call) => call.path === LOGOUT)).toEqual([
      expect.objectContaining({ options: expect.objectContaining({ method: 'DELETE', headers: { Authorization: 'tok-1' } }) }),
    ]);
    expect(store.getState().session.info).toBeNull();
  });

  it('forgets the session record and the cached answers, keeps the rest of session storage, and switches auto-login off', async () => {
    const { store, clearCache } = signedIn();
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).not.toBeNull();
    sessionStorage.setItem(STORAGE_KEYS.trackedQuery, '{"affiliateCode":"A1"}');
    localStorage.setItem(STORAGE_KEYS.rememberedLogin, 'cipher');
    await store.dispatch(logout());
    expect(sessionStorage.getItem(STORAGE_KEYS.sessionInfo)).toBeNull();
    expect(clearCache).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(STORAGE_KEYS.trackedQuery)).toBe('{"affiliateCode":"A1"}');
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
    // The remembered username stays for the login form.
    expect(localStorage.getItem(STORAGE_KEYS.rememberedLogin)).toBe('cipher');
  });

  it('sends nothing when there was no session to end', async () => {
    const api = cannedApi();
    const store = createAuthStore({ api });
    await store.dispatch(logout());
    expect(api.calls).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEYS.autoLogin)).toBe('0');
  });

  it('with site data blocked (the storage getters throw), still ends the session', async () => {
    const { store, clearCache } = signedIn();
    const refuse = () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError');
    };
    const local = vi.spyOn(window, 'localStorage', 'get').mockImplementation(refuse);
    const session = vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(refuse);
    try {
      await expect(store.dispatch(logout()).unwrap()).resolves.toBeUndefined();
      expect(store.getState().session.info).toBeNull();
      expect(clearCache).toHaveBeenCalledTimes(1);
    } finally {
      local.mockRestore();
      session.mockRestore();
    }
  });
});

import { createAsyncThunk } from '@reduxjs/toolkit';
import { STORAGE_KEYS, type CommonState, type SessionState, type ThunkExtra, localStore } from '@lotto/app-core';
import { AUTO_LOGIN_FLAG, shouldAutoLogin } from './auto-login';
import { loginWithCredentials, type LoginResult } from '../session/login-flow';
import { readRememberedLogin } from '../remembered-login/remembered-login';

/** White-label flag: captcha on login; an automatic login cannot solve one, so it is skipped. */
const LOGIN_CAPTCHA_FLAG = 'GEETEST3';

/**
 * At start, after the merchant settings: logs the player in with the remembered login
 * when every rule of spec 000 §4 allows it. Resolves null when it did not try.
 */
export const tryAutoLogin = createAsyncThunk<
  LoginResult | null,
  void,
  { extra: ThunkExtra; state: { common: CommonState; session: SessionState } }
>('auth/tryAutoLogin', async (_, { dispatch, getState, extra }) => {
  const state = getState();
  if (state.common.whitelabelVal[LOGIN_CAPTCHA_FLAG]) return null;
  const remembered = await readRememberedLogin().catch(() => null);
  const allowed = shouldAutoLogin({
    hasSession: Boolean(state.session.info),
    search: window.location.search,
    merchantFlag: Boolean(state.common.whitelabelVal[AUTO_LOGIN_FLAG]),
    storedValue: localStore.getItem(STORAGE_KEYS.autoLogin),
    remembered,
    merchant: extra.merchantCode,
  });
  if (!allowed || !remembered?.password) return null;
  return dispatch(loginWithCredentials({ type: 'username', username: remembered.username, password: remembered.password })).unwrap();
});

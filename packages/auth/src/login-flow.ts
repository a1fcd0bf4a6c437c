import { createAsyncThunk } from '@reduxjs/toolkit';
import {
  PATHS,
  STORAGE_KEYS,
  deviceHeader,
  loadMemberInfo,
  readBrowserEnvironment,
  sessionStarted,
  type CommonState,
  type SessionInfo,
  type SessionState,
  type ThunkExtra,
} from '@lotto/app-core';
import { postLogin, updateMemberLanguage } from './auth-api';
import { passwordChangeRequired } from './auth-slice';
import { BIND_CUSTOMER_REQUIRED, DEFAULT_PASSWORD, FORCE_EXPIRED_PASSWORD_FLAG, LOGIN_VERIFY_REQUIRED } from './constants';
import type { IdentityProof } from './identity-provider';
import { destinationAfterLogin } from './destination';
import { inAppRedirect } from './in-app-redirect';
import { loginDeviceId } from './device-id';
import { clearRememberedLogin, saveRememberedLogin } from './remembered-login';
import type { CaptchaFields, LoginType, LoginValue, VerifyFlags } from './types';

type State = { common: CommonState; session: SessionState };

export interface LoginRequest {
  type: LoginType;
  username: string;
  password: string;
  /** SMS logins: the dialling code of the mobile number in `username`. */
  countryDialingCode?: string;
  captcha?: CaptchaFields;
  /** "Remember me": keep this login for next time (the password encrypted, never readable). */
  remember?: boolean;
  /**
   * The provider's proof: the credential of a `firebase` login, or, on a username login,
   * the identity the platform links to the account (the binding flow).
   */
  identity?: IdentityProof;
}

export type LoginResult =
  | { kind: 'success'; destination: string }
  | { kind: 'verify'; flags: VerifyFlags; request: LoginRequest }
  /** bind_customer_required: the provider's identity belongs to no member yet. */
  | { kind: 'bind'; identity: IdentityProof }
  | { kind: 'failed'; message?: string; errorCode?: string };

/** Member type 4 keeps its own language setting (spec 000 §4). */
const NO_LANGUAGE_SYNC_TYPE = 4;

/** Stores the session the platform handed over, and loads what follows a login. */
export const completeLogin = createAsyncThunk<string, { value: LoginValue; request: LoginRequest }, { extra: ThunkExtra; state: State }>(
  'auth/completeLogin',
  async ({ value, request }, { dispatch, getState, extra }) => {
    const info: SessionInfo = {
      id: value.id,
      token: value.token,
      merchantCode: extra.merchantCode,
      userName: value.userName,
      type: value.customerType,
      firstTimeLogin: value.firstTimeLogin ?? false,
    };
    // Storage follows through app-core's session listener.
    dispatch(sessionStarted(info));
    const member = await dispatch(loadMemberInfo());
    if (loadMemberInfo.fulfilled.match(member)) {
      const current = extra.language();
      if (member.payload.type !== NO_LANGUAGE_SYNC_TYPE && member.payload.language && member.payload.language !== current) {
        void updateMemberLanguage(extra.api, current);
      }
    }
    const destination = destinationAfterLogin({
      type: request.type,
      password: request.password,
      value,
      forceExpiredChange: Boolean(getState().common.whitelabelVal[FORCE_EXPIRED_PASSWORD_FLAG]),
      back: inAppRedirect(window.location.search, window.location.origin),
    });
    const defaultPassword = request.type === 'username' && request.password === DEFAULT_PASSWORD;
    dispatch(passwordChangeRequired(destination === PATHS.changePassword ? (defaultPassword ? 'default' : 'expired') : null));
    return destination;
  },
);

/** One login attempt: encrypted call, then the session, the second factor, or the server's refusal. */
export const loginWithCredentials = createAsyncThunk<LoginResult, LoginRequest, { extra: ThunkExtra; state: State }>(
  'auth/login',
  async (request, { dispatch, extra }) => {
    const environment = readBrowserEnvironment();
    const result = await postLogin(extra.api, {
      username: request.username,
      password: request.password,
      type: request.type,
      ...(request.countryDialingCode ? { countryDialingCode: request.countryDialingCode } : {}),
      loginDeviceId: loginDeviceId(),
      isOfficialAppLogin: environment.inApp,
      device: deviceHeader(environment) ?? undefined,
      ...(request.identity ? { firebaseChannel: request.identity.channel, firebaseIdToken: request.identity.idToken } : {}),
      ...request.captcha,
    });
    if (result.success) {
      if (request.remember !== undefined) await rememberLogin(request, extra.merchantCode);
      const destination = await dispatch(completeLogin({ value: result.value as LoginValue, request })).unwrap();
      return { kind: 'success', destination };
    }
    if (result.errorCode === LOGIN_VERIFY_REQUIRED) return { kind: 'verify', flags: (result.value ?? {}) as VerifyFlags, request };
    if (result.errorCode === BIND_CUSTOMER_REQUIRED && request.type === 'firebase' && request.identity)
      return { kind: 'bind', identity: request.identity };
    return { kind: 'failed', message: result.message, errorCode: result.errorCode };
  },
);

/** Keeps or forgets the login as the player chose; a remembered login also turns auto-login back on. */
async function rememberLogin(request: LoginRequest, merchant: string): Promise<void> {
  try {
    if (request.remember && request.type !== 'firebase') {
      await saveRememberedLogin({
        type: request.type,
        username: request.username,
        merchant,
        password: request.type === 'username' ? request.password : undefined,
      });
      localStorage.setItem(STORAGE_KEYS.autoLogin, '1');
    } else {
      await clearRememberedLogin();
    }
  } catch {
    // Storage refused (private mode): the login still counts, it is just not remembered.
  }
}

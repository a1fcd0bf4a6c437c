import { createAsyncThunk } from '@reduxjs/toolkit';
import {
  PATHS,
  alertShown,
  STORAGE_KEYS,
  deviceHeader,
  loadMemberInfo,
  readBrowserEnvironment,
  sessionStarted,
  type CommonState,
  type SessionInfo,
  type SessionState,
  type ThunkExtra,
  localStore,
} from '@lotto/app-core';
import { postLogin } from '../server-data/login';
import { updateMemberLanguage } from '../server-data/member-language';
import { passwordChangeRequired } from '../state/auth-slice';
import { BIND_CUSTOMER_REQUIRED, DEFAULT_PASSWORD, FORCE_EXPIRED_PASSWORD_FLAG, LOGIN_VERIFY_REQUIRED } from '../constants';
import type { IdentityProof } from '../identity-provider/identity-provider';
import { destinationAfterLogin } from './destination';
import { asksForImageCaptcha } from '../image-captcha/image-captcha';
import { inAppRedirect } from '../shared/in-app-redirect';
import { loginDeviceId } from '../shared/device-id';
import { requiredMethods } from '../second-factor/second-factor';
import { clearRememberedLogin, saveRememberedLogin } from '../remembered-login/remembered-login';
import type { CaptchaFields, LoginType, LoginValue, VerifyFlags } from '../types';

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
  /** `imageCaptcha`: the platform asks for the image captcha on the next try (a truthy `value.captcha` on the refusal). */
  | { kind: 'failed'; message?: string; errorCode?: string; imageCaptcha: boolean };

/** Member type 4 keeps its own language setting (spec 000 §4). */
const NO_LANGUAGE_SYNC_TYPE = 4;

/** Stores the session the platform handed over, and loads what follows a login. */
export const completeLogin = createAsyncThunk<string, { value: LoginValue; request: LoginRequest }, { extra: ThunkExtra; state: State }>(
  'auth/completeLogin',
  ({ value, request }, { dispatch, getState, extra }) => {
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
    // The tap costs one round trip: member info and the language sync follow in the background,
    // and a screen that needs the member shows its own loading state meanwhile.
    void dispatch(loadMemberInfo()).then((member) => {
      if (!loadMemberInfo.fulfilled.match(member)) return;
      const current = extra.language();
      if (member.payload.type !== NO_LANGUAGE_SYNC_TYPE && member.payload.language && member.payload.language !== current) {
        void updateMemberLanguage(extra.api, current);
      }
    });
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
      const destination = await dispatch(completeLogin({ value: result.value as LoginValue, request })).unwrap();
      // The session never waits on remembering: a browser's IndexedDB may never answer (Safari 14).
      if (request.remember !== undefined) void rememberLogin(request, extra.merchantCode);
      return { kind: 'success', destination };
    }
    if (result.errorCode === LOGIN_VERIFY_REQUIRED) {
      const flags = (result.value ?? {}) as VerifyFlags;
      if (requiredMethods(flags).length > 0) return { kind: 'verify', flags, request };
      // No method to offer: a modal with no tabs would be a dead end, so it is an ordinary refusal.
      dispatch(alertShown({ message: result.message, messageKey: result.message ? undefined : 'unknown_error', traceId: result.traceId }));
    }
    if (result.errorCode === BIND_CUSTOMER_REQUIRED && request.type === 'firebase' && request.identity)
      return { kind: 'bind', identity: request.identity };
    return { kind: 'failed', message: result.message, errorCode: result.errorCode, imageCaptcha: asksForImageCaptcha(result.value) };
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
      localStore.setItem(STORAGE_KEYS.autoLogin, '1');
    } else {
      await clearRememberedLogin();
    }
  } catch {
    // Storage refused (private mode): the login still counts, it is just not remembered.
  }
}

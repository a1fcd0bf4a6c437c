import { createAsyncThunk } from '@reduxjs/toolkit';
import { registerAutoUsername, registerByMobile, registerByUsername } from '@lotto/api-client';
import {
  PATHS,
  TOKEN_QUERY_NAMES,
  readBrowserEnvironment,
  readSavedTrackedQuery,
  type RuntimeEnvironment,
  type ThunkExtra,
} from '@lotto/app-core';
import { loginDeviceId } from './device-id';
import { DEFAULT_PASSWORD } from './constants';
import type { CaptchaFields, LoginValue } from './types';

/** The three ways to register (spec 000 §7). */
export type RegisterMode = 'username' | 'mobile' | 'autoUsername';
export const REGISTER_MODES: readonly RegisterMode[] = ['username', 'mobile', 'autoUsername'];

/**
 * White-label flag per mode: REG3 and MOBILENUMREG3 are the platform's own; auto-username
 * has none in the spec, so `autoUsernameRegister` is ours and counts as on unless false.
 */
export const REGISTER_MODE_FLAGS: Record<RegisterMode, { flag: string; defaultOn: boolean }> = {
  username: { flag: 'REG3', defaultOn: false },
  mobile: { flag: 'MOBILENUMREG3', defaultOn: false },
  autoUsername: { flag: 'autoUsernameRegister', defaultOn: true },
};

/** Ours (documented in the simulator README): the mobile registrations ask for a password unless this is false. */
export const MOBILE_REGISTER_PASSWORD_FLAG = 'mobileRegisterPassword';

/** Local storage: the stored registration info (spec 000 §3); the status call reads its originalDomain. */
export const REGISTER_INFO_KEY = 'registerInfo';
/** Session storage: set after a registration so the next screens know it is the first login. */
export const FIRST_TIME_LOGIN_KEY = 'firstTimeLogin';
/** The ad click ids carried as pixelTrack. */
export const PIXEL_CLICK_IDS = ['fbclid', 'gclid', 'ttclid', 'kwaiclid'] as const;

export function modesAllowed(flags: Readonly<Record<string, boolean>>): RegisterMode[] {
  return REGISTER_MODES.filter((mode) => {
    const { flag, defaultOn } = REGISTER_MODE_FLAGS[mode];
    return flags[flag] ?? defaultOn;
  });
}

export function passwordAsked(mode: RegisterMode, flags: Readonly<Record<string, boolean>>): boolean {
  return mode === 'username' || flags[MOBILE_REGISTER_PASSWORD_FLAG] !== false;
}

export interface RegisterForm {
  mode: RegisterMode;
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  /** Absent when the merchant asks for none: the placeholder is sent (spec 000 §5). */
  password?: string;
}

export interface StoredRegisterInfo {
  affiliateCode?: string;
  referralCode?: string;
  originalDomain?: string;
}

export function registerMethodOf(env: RuntimeEnvironment): 'APP' | 'PWA' | 'WEBCLIP' | 'H5' {
  if (env.inApp) return 'APP';
  if (env.pwa) return 'PWA';
  if (env.webclip) return 'WEBCLIP';
  return 'H5';
}

/** The address without the session token (registerUrl must not leak one). */
export function addressWithoutToken(href: string): string {
  const url = new URL(href);
  for (const name of TOKEN_QUERY_NAMES) url.searchParams.delete(name);
  return url.toString();
}

export function readRegisterInfo(storage: Storage = localStorage): StoredRegisterInfo {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(REGISTER_INFO_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null ? (parsed as StoredRegisterInfo) : {};
  } catch {
    return {};
  }
}

/** Where the codes come from: the address first, then the tracked query saved on entry, then the stored info. */
export function trackingCodes(search: string, saved: Record<string, string>, stored: StoredRegisterInfo) {
  const params = new URLSearchParams(search);
  const pick = (...names: string[]) => {
    for (const name of names) {
      const value = params.get(name) ?? saved[name];
      if (value) return value;
    }
    return undefined;
  };
  const pixelTrack: Record<string, string> = {};
  for (const name of PIXEL_CLICK_IDS) {
    const value = pick(name);
    if (value) pixelTrack[name] = value;
  }
  return {
    affiliateCode: pick('affiliateCode') ?? stored.affiliateCode,
    referralCode: pick('referralCode', 'r') ?? stored.referralCode,
    pixelTrack,
  };
}

/** Keeps the codes with the domain the player first came through (spec 000 §3, stored registration info). */
export function saveRegisterInfo(
  codes: { affiliateCode?: string; referralCode?: string },
  hostname: string,
  storage: Storage = localStorage,
): void {
  try {
    const stored = readRegisterInfo(storage);
    const info: StoredRegisterInfo = {
      affiliateCode: codes.affiliateCode ?? stored.affiliateCode,
      referralCode: codes.referralCode ?? stored.referralCode,
      originalDomain: stored.originalDomain ?? hostname,
    };
    storage.setItem(REGISTER_INFO_KEY, JSON.stringify(info));
  } catch {
    // Storage refused: the codes still travel with this registration.
  }
}

export interface PayloadContext {
  env: RuntimeEnvironment;
  href: string;
  hostname: string;
  search: string;
  loginDeviceId: string;
  saved?: Record<string, string>;
  stored?: StoredRegisterInfo;
}

/** The registration context of the page the player is on. */
export function pagePayloadContext(search = window.location.search): PayloadContext {
  return {
    env: readBrowserEnvironment(),
    href: window.location.href,
    hostname: window.location.hostname,
    search,
    loginDeviceId: loginDeviceId(),
    saved: readSavedTrackedQuery(),
    stored: readRegisterInfo(),
  };
}

/** What every registration sends about where and how it happens (spec 000 §3), whatever the credential. */
export function registrationContext(context: PayloadContext): Record<string, unknown> {
  const codes = trackingCodes(context.search, context.saved ?? {}, context.stored ?? {});
  return {
    registerMethod: registerMethodOf(context.env),
    registerUrl: addressWithoutToken(context.href),
    loginDeviceId: context.loginDeviceId,
    isOfficialAppLogin: context.env.inApp,
    domain: context.hostname,
    ...(codes.referralCode ? { referralCode: codes.referralCode } : {}),
    ...(codes.affiliateCode ? { affiliateCode: codes.affiliateCode } : {}),
    pixelTrack: codes.pixelTrack,
  };
}

/** The register payload of spec 000 §3. */
export function buildRegisterPayload(form: RegisterForm, captcha: CaptchaFields, context: PayloadContext): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    ...registrationContext(context),
    login: true,
    ...captcha,
    password: form.password ?? DEFAULT_PASSWORD,
  };
  if (form.mode === 'username') payload.username = form.username;
  if (form.mode === 'mobile') {
    payload.mobileNum = form.mobileNum;
    payload.countryDialingCode = form.countryDialingCode;
  }
  return payload;
}

/** Register response value (spec 000 §3): id or customerId, token, userName or customerName. */
export interface RegisterValue {
  id?: string | number;
  customerId?: string | number;
  token?: string;
  userName?: string;
  customerName?: string;
}

export type RegisterResult = { kind: 'success'; value: LoginValue } | { kind: 'failed'; message?: string; errorCode?: string };

/** One register call; the server's refusal is shown by the shell's outcome handler. */
export const registerAccount = createAsyncThunk<
  RegisterResult,
  { mode: RegisterMode; payload: Record<string, unknown> },
  { extra: ThunkExtra }
>('auth/register', async ({ mode, payload }, { extra }) => {
  const call = mode === 'username' ? registerByUsername : mode === 'mobile' ? registerByMobile : registerAutoUsername;
  const result = await call<RegisterValue>(extra.api, payload);
  if (!result.success) return { kind: 'failed', message: result.message, errorCode: result.errorCode };
  return { kind: 'success', value: registerValueToLogin(result.value ?? {}) };
});

/** A new member's session is a first login of a plain member. */
export function registerValueToLogin(value: RegisterValue): LoginValue {
  const id = value.id ?? value.customerId ?? '';
  return { id, token: value.token ?? '', userName: value.userName ?? value.customerName ?? '', customerType: 0, firstTimeLogin: true };
}

/** After registering: the redirect only when it stays in this app (a same-origin /m/ path), else home. */
export function destinationAfterRegister(search: string, origin: string): string {
  const wanted = new URLSearchParams(search).get('redirectUrl');
  if (!wanted) return PATHS.home;
  try {
    const url = new URL(wanted, origin);
    if (url.origin === origin && url.pathname.startsWith('/m/')) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // Not an address: home.
  }
  return PATHS.home;
}

export function markFirstTimeLogin(storage: Storage = sessionStorage): void {
  try {
    storage.setItem(FIRST_TIME_LOGIN_KEY, '1');
  } catch {
    // Storage refused: the flag is only a hint.
  }
}

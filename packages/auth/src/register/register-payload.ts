import { readBrowserEnvironment, readSavedTrackedQuery, withoutToken, type RuntimeEnvironment } from '@lotto/app-core';
import { DEFAULT_PASSWORD } from '../constants';
import { loginDeviceId } from '../shared/device-id';
import type { ExtraField } from './register-fields';
import { readRegisterInfo, type StoredRegisterInfo } from './register-info';
import type { RegisterMode } from './register-modes';
import type { CaptchaFields } from '../types';

export interface RegisterForm {
  mode: RegisterMode;
  username?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  /** Absent when the merchant asks for none: the placeholder is sent (spec 000 §5). */
  password?: string;
  /** What the fields the register rules add hold (register-fields.ts); empty ones are left out. */
  extras?: Partial<Record<ExtraField, string>>;
}

/** The ad click ids carried as pixelTrack. */
const PIXEL_CLICK_IDS = ['fbclid', 'gclid', 'ttclid', 'kwaiclid'] as const;

export function registerMethodOf(env: RuntimeEnvironment): 'APP' | 'PWA' | 'WEBCLIP' | 'H5' {
  if (env.inApp) return 'APP';
  if (env.pwa) return 'PWA';
  if (env.webclip) return 'WEBCLIP';
  return 'H5';
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
    // registerUrl must not leak the session token.
    registerUrl: withoutToken(context.href).toString(),
    loginDeviceId: context.loginDeviceId,
    isOfficialAppLogin: context.env.inApp,
    domain: context.hostname,
    ...(codes.referralCode ? { referralCode: codes.referralCode } : {}),
    ...(codes.affiliateCode ? { affiliateCode: codes.affiliateCode } : {}),
    pixelTrack: codes.pixelTrack,
  };
}

/**
 * The register payload of spec 000 §3: the visit's context, `login: true`, the captcha result, the
 * password (the placeholder when the form asks for none), the fields the register rules add, and
 * the mode's own: `username`, or `mobileNum` with `countryDialingCode`.
 */
export function buildRegisterPayload(form: RegisterForm, captcha: CaptchaFields, context: PayloadContext): Record<string, unknown> {
  const payload: Record<string, unknown> = {
    ...registrationContext(context),
    login: true,
    ...captcha,
    password: form.password ?? DEFAULT_PASSWORD,
  };
  // A typed referral code wins over the one the address brought: the player saw and kept or changed it.
  Object.assign(payload, form.extras);
  if (form.mode === 'username') payload.username = form.username;
  if (form.mode === 'mobile') {
    payload.mobileNum = form.mobileNum;
    payload.countryDialingCode = form.countryDialingCode;
  }
  return payload;
}

import type { CommonState } from '@lotto/app-core';
import { DEFAULT_CAPTCHA_VERSION, LOGIN_CAPTCHA_FLAG, REGISTER_CAPTCHA_FLAG, SMS_CAPTCHA_FLAG } from './constants';
import type { CaptchaScene, CaptchaVersion } from './types';

type Settings = Pick<CommonState, 'whitelabelVal' | 'register' | 'gw'>;

/**
 * Which scenes ask for a captcha (spec 000 §5, §6): login when GEETEST3 is on, sending an SMS
 * code when GEETESTVCODE3 is on. Registration: the spec names the register setting
 * (`register.captcha.enabled`) and a flag GEETESTTEST3 without its scope; either one asks for
 * it, so the app never registers without a captcha the platform may want.
 */
export function captchaRequired(settings: Settings, scene: CaptchaScene): boolean {
  const flag = (name: string) => settings.whitelabelVal[name] === true;
  switch (scene) {
    case 'login':
      return flag(LOGIN_CAPTCHA_FLAG);
    case 'sms':
      return flag(SMS_CAPTCHA_FLAG);
    case 'register':
      return settings.register.captcha.enabled || flag(REGISTER_CAPTCHA_FLAG);
  }
}

/** gw.GEETEST_VERSION, v3 unless it says v4. */
export function captchaVersion(settings: Pick<CommonState, 'gw'>): CaptchaVersion {
  const version = (settings.gw.GEETEST_VERSION || DEFAULT_CAPTCHA_VERSION).toLowerCase();
  return version === 'v4' ? 'v4' : 'v3';
}

/** Spec 000 §5: the SMS captcha works with v4 only. */
export function sceneSupported(scene: CaptchaScene, version: CaptchaVersion): boolean {
  return scene !== 'sms' || version === 'v4';
}

import type { CaptchaStore } from '../state/geetest-captchas';
import type { MerchantSeed } from '../seed/types';

/**
 * The server side of the captcha (docs/platform-calls.md, `GET /wps/captcha/geetest`): where the
 * merchant asks for one, the call's payload must carry a result the stand-in widget produced
 * (state/geetest-captchas.ts), used once. v3: geetestChallenge + geetestSeccode; v4:
 * geetestValidateV4.
 */

/** Which flag asks for the captcha (spec 000 §5, §6): login GEETEST3, SMS GEETESTVCODE3, registration the register setting. */
export type CaptchaScene = 'login' | 'register' | 'sms';

const CAPTCHA_MESSAGES = {
  missing: 'Please complete the captcha',
  invalid: 'The captcha is not valid or was already used, please try again',
} as const;

function captchaRequired(merchant: MerchantSeed, scene: CaptchaScene): boolean {
  switch (scene) {
    case 'login':
      return merchant.whitelabelVal.GEETEST3 === true;
    case 'sms':
      return merchant.whitelabelVal.GEETESTVCODE3 === true;
    case 'register':
      return merchant.registerCaptcha;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function filled(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * null when the call may go on (no captcha asked, or a valid result, now spent); otherwise the
 * message of the geetest_captcha_err answer.
 */
export function checkCaptcha(
  store: CaptchaStore,
  merchant: MerchantSeed,
  payload: Record<string, unknown>,
  scene: CaptchaScene,
): string | null {
  if (!captchaRequired(merchant, scene)) return null;
  if (merchant.gw.GEETEST_VERSION === 'v4') {
    const result = payload.geetestValidateV4;
    if (!isRecord(result) || !filled(result.pass_token)) return CAPTCHA_MESSAGES.missing;
    return store.checkV4(merchant.gw.GEETEST_ID, result) ? null : CAPTCHA_MESSAGES.invalid;
  }
  const { geetestChallenge, geetestSeccode } = payload;
  if (!filled(geetestChallenge) || !filled(geetestSeccode)) return CAPTCHA_MESSAGES.missing;
  return store.checkV3(merchant.code, geetestChallenge, geetestSeccode) ? null : CAPTCHA_MESSAGES.invalid;
}

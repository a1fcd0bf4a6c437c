import type { ImageCaptchaStore } from '../state/image-captchas';
import { ERROR_CODES } from '../protocol/envelope';
import type { MerchantSeed } from '../seed/types';

/**
 * The login's side of the image captcha (state/image-captchas.ts): when a username must solve one,
 * and what the login answers. Every failure of a username that must solve it carries
 * IMAGE_CAPTCHA_ASKED as its value, which is how the platform tells the client to show the image
 * (docs/platform-calls.md, `POST /wps/session/login`).
 */

export const IMAGE_CAPTCHA_ASKED = { captcha: true } as const;

const IMAGE_CAPTCHA_MESSAGES = {
  missing: 'Enter the characters shown in the image',
  invalid: 'The characters do not match the image. Please type the ones in the new image.',
} as const;

/** The merchant's `imageCaptchaAfter` wrong passwords in a row have been reached for the username. */
function imageCaptchaAsked(store: ImageCaptchaStore, merchant: MerchantSeed, username: string): boolean {
  const after = merchant.imageCaptchaAfter;
  return after !== null && store.wrongPasswords(merchant.code, username) >= after;
}

/**
 * null when the login may go on (no image asked, or the right characters: the image is spent
 * either way); otherwise the refusal, before the password is looked at.
 */
export function checkImageCaptcha(
  store: ImageCaptchaStore,
  merchant: MerchantSeed,
  username: string,
  payload: Record<string, unknown>,
  cookie: string | undefined,
): { errorCode: string; message: string } | null {
  if (!imageCaptchaAsked(store, merchant, username)) return null;
  const result = store.check(cookie, payload.captcha);
  if (result === 'passed') return null;
  return result === 'missing'
    ? { errorCode: ERROR_CODES.captchaRequired, message: IMAGE_CAPTCHA_MESSAGES.missing }
    : { errorCode: ERROR_CODES.captchaInvalid, message: IMAGE_CAPTCHA_MESSAGES.invalid };
}

/** Counts a wrong password; the value of the login's refusal: IMAGE_CAPTCHA_ASKED once the count reaches the merchant's limit. */
export function wrongPassword(store: ImageCaptchaStore, merchant: MerchantSeed, username: string): typeof IMAGE_CAPTCHA_ASKED | null {
  store.recordWrongPassword(merchant.code, username);
  return imageCaptchaAsked(store, merchant, username) ? IMAGE_CAPTCHA_ASKED : null;
}

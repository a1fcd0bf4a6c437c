import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ThunkExtra } from '@lotto/app-core';
import { imageCaptchaUrl } from '../server-data/captcha-image';

/**
 * The platform's image captcha (docs/platform-calls.md, the image captcha): a login failure whose
 * `value.captcha` is set asks for it; the picture comes from `GET /wps/captcha?t={timestamp}`, and
 * the next login sends the typed characters as the payload's `captcha`, beside the other captcha
 * fields. The platform ties the picture to the login with a cookie set on the picture's answer,
 * which the login call sends back (the client sends credentials with every call).
 */

/** Whether a login failure's value asks for the image captcha. */
export function asksForImageCaptcha(value: unknown): boolean {
  return typeof value === 'object' && value !== null && Boolean((value as { captcha?: unknown }).captcha);
}

/**
 * The `t` of the next picture: the clock, or one past the last `t` when the clock has not moved
 * on (two taps in one millisecond), so every picture has an address of its own and none is cached.
 */
export function nextImageTimestamp(previous: number, now: number): number {
  return now > previous ? now : previous + 1;
}

/** The picture's address, on the same base as the platform calls (the store's client). */
export const imageCaptchaAddress =
  (timestamp: number): ThunkAction<string, unknown, ThunkExtra, UnknownAction> =>
  (_dispatch, _getState, extra) =>
    imageCaptchaUrl(extra.api, timestamp);

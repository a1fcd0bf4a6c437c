import type { Hono } from 'hono';
import { checkCaptcha } from '../captcha/geetest-check';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { readJsonObject } from '../wps/json-body';
import { normaliseDialingCode, normaliseMobile, SMS_CODE_TTL_S } from '../state/sms-outbox';

const HTTP_BAD_REQUEST = 400;
/** A national number: 4 to 15 digits once spaces, dashes and a leading 0 are dropped. */
const MOBILE_DIGITS = /^\d{4,15}$/;

const SMS_MESSAGES = {
  badPayload: 'request body required',
  mobileRequired: 'Enter your mobile number',
  mobileInvalid: 'Enter a valid mobile number',
  tooMany: (seconds: number) => `A code was sent recently; try again in ${seconds} s`,
} as const;

/**
 * POST /wps/verification/sms/noLogin (not encrypted): { countryDialingCode, mobileNum, captcha
 * fields }. Sends a 6-digit code to the number (GET /__sim/sms shows it) valid for
 * SMS_CODE_TTL_S seconds, answered as value.expirationTime; a resend while the last code is
 * valid and unused is refused. The number need not belong to a member (registration by mobile
 * sends codes too). With GEETESTVCODE3 on (demo2), the captcha result must come along.
 */
export function registerSmsRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.post('/verification/sms/noLogin', async (c) => {
    const body = await readJsonObject(c);
    if (body === null) return sendFailure(c, ERROR_CODES.requestBodyRequired, SMS_MESSAGES.badPayload, HTTP_BAD_REQUEST);
    const merchant = c.get('merchant').seed;
    const rawMobile = typeof body.mobileNum === 'string' || typeof body.mobileNum === 'number' ? String(body.mobileNum) : '';
    if (rawMobile.trim() === '') return sendFailure(c, ERROR_CODES.smsMobileRequired, SMS_MESSAGES.mobileRequired);
    const mobileNum = normaliseMobile(rawMobile);
    if (!MOBILE_DIGITS.test(mobileNum)) return sendFailure(c, ERROR_CODES.smsMobileInvalid, SMS_MESSAGES.mobileInvalid);
    const givenDialing = typeof body.countryDialingCode === 'string' ? normaliseDialingCode(body.countryDialingCode) : '';
    const countryDialingCode = givenDialing === '' ? merchant.countryDialingCode : givenDialing;
    const captchaError = checkCaptcha(state.captcha, merchant, body, 'sms');
    if (captchaError !== null) return sendFailure(c, ERROR_CODES.geetestCaptcha, captchaError);
    const sent = state.sms.send(countryDialingCode, mobileNum);
    if (!sent.ok) return sendFailure(c, ERROR_CODES.tooManyRequests, SMS_MESSAGES.tooMany(sent.retryInS));
    return sendOk(c, { expirationTime: SMS_CODE_TTL_S });
  });
}

import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The platform's response envelope (docs/platform-calls.md, The answer envelope): every /wps JSON answer has these four fields. */
export interface Envelope<T = unknown> {
  success: boolean;
  value: T;
  message: string;
  errorCode: string;
}

/** Error codes the simulator answers with; the real platform's spelling, mixed case and all. */
export const ERROR_CODES = {
  functionNotAvailable: 'function.not.available',
  requestBodyRequired: 'request_body_required',
  loginNotSession: 'login.not.session',
  merchantSetup: 'merchant.acct.setup.err',
  tooManyRequests: 'TOO_MANY_REQUESTS',
  loginCredentials: 'login.cred.err',
  userNotExists: 'not.exists.user',
  loginVerifyRequired: 'login_verify_required',
  geetestCaptcha: 'geetest_captcha_err',
  /** Ours: the login must carry the image captcha's characters and did not (captcha/image-captcha-check.ts). */
  captchaRequired: 'captcha.required',
  /** Ours: the image captcha's characters are wrong, or the image is spent or expired. */
  captchaInvalid: 'captcha.invalid',
  /** A second-factor answer that does not match (or a method the member does not use). */
  loginVerify: 'login.verify.err',
  /** SMS login: wrong, used or expired code. */
  smsCode: 'sms.code.err',
  smsMobileRequired: 'sms.mobile.required',
  /** Ours: a mobile number that is not 4 to 15 digits. */
  smsMobileInvalid: 'sms.mobile.invalid',
  passwordOld: 'password.old.err',
  passwordWeak: 'password.weak',
  /** Ours: the new password equals the current one. */
  passwordSame: 'password.same.err',
  /** Ours: `confirmNewPassword` differs from `newPassword`. */
  passwordConfirm: 'password.confirm.err',
  /** Ours: a feedback without content, too long, or of a category the simulator does not know. */
  feedbackInvalid: 'feedback.invalid',
  /** Ours: EMFE_readInbox for a message the member does not have. */
  inboxNotFound: 'inbox.not.found',
  /** Ours: a language code the platform does not offer. */
  languageInvalid: 'language.invalid',
  domainNotAvailable: 'domain_not_available',
  /** Ours: a launch or trial for a game the merchant's lanes do not hold. */
  gameNotFound: 'game.not.found',
  /** Ours: a trial for a game that offers none. */
  gameTrialUnavailable: 'game.trial.unavailable',
  /** Ours: a launch without launchMode LOTT or lottoMode, or not for the MOBILE device. */
  gameLaunchInvalid: 'game.launch.invalid',
  /** Ours: an encrypted call's body did not decrypt (bad RSA block, DES, padding or UTF-8). */
  decryptFailed: 'decrypt.failed',
  /** Ours: an encrypted call's X-RSA names a key the simulator no longer keeps (or never made). */
  rsaKeyExpired: 'rsa.key.expired',
  /** Ours: the real platform's answer to an unknown path is not documented. */
  notFound: 'not.found',
  /** Ours: a fault switched on through /__sim/faults without an error code. */
  simulatedFault: 'sim.fault',
  /** Ours: the forwarding target of PLATFORM_URL could not be reached. */
  upstreamUnreachable: 'sim.upstream.unreachable',
  /** Ours: an exception inside the simulator. */
  internal: 'sim.internal.error',
} as const;

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value, message: '', errorCode: '' };
}

export function failure<T = null>(errorCode: string, message: string, value: T | null = null): Envelope<T | null> {
  return { success: false, value, message, errorCode };
}

/** A success envelope as HTTP 200. */
export function sendOk<T>(c: Context, value: T): Response {
  return c.json(ok(value), 200);
}

/**
 * A failure envelope. Business failures are HTTP 200 with success false; pass another status only
 * where the platform uses one (400, 401, 500, 502: docs/platform-calls.md, Statuses and error
 * codes).
 */
export function sendFailure(
  c: Context,
  errorCode: string,
  message: string,
  status: ContentfulStatusCode = 200,
  value: unknown = null,
): Response {
  return c.json(failure(errorCode, message, value), status);
}

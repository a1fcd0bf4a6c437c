/** Where a captcha is asked for (the same names as sign-in's contract). */
export type CaptchaScene = 'login' | 'register' | 'sms';

export type CaptchaVersion = 'v3' | 'v4';

/** The vendor's three API hosts and three static hosts, tried in order. */
export interface CaptchaHosts {
  api: string[];
  static: string[];
}

/** What a passed verification yields; the fields a login, registration or SMS call carries. */
export interface CaptchaResult {
  geetestChallenge?: string;
  geetestSeccode?: string;
  /** v3's validate, kept for completeness; the platform's calls do not send it. */
  geetestValidate?: string;
  geetestValidateV4?: Record<string, string>;
}

/** The fields sent with a call (spec 000 §3): a result without v3's validate. */
export type CaptchaPayload = Omit<CaptchaResult, 'geetestValidate'>;

/**
 * One vendor version behind a small contract, one adapter per version: load the widget from the
 * hosts, verify (null when the player closed it), reset for the next verification, destroy.
 */
export interface CaptchaAdapter {
  load(hosts: CaptchaHosts): Promise<void>;
  verify(): Promise<CaptchaResult | null>;
  reset(): void;
  destroy(): void;
}

/** A vendor or loader failure with its numeric code as text (e.g. "60205"). */
export class CaptchaError extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** The vendor's own words for the player, when it gave some. */
    readonly userError?: string,
  ) {
    super(message);
    this.name = 'CaptchaError';
  }
}

export function toCaptchaError(error: unknown): CaptchaError {
  if (error instanceof CaptchaError) return error;
  if (typeof error === 'object' && error !== null) {
    const record = error as Record<string, unknown>;
    const code = record.code ?? record.error_code;
    if (typeof code === 'string' || typeof code === 'number') {
      const message = typeof record.msg === 'string' ? record.msg : String(record.message ?? '');
      const userError = typeof record.user_error === 'string' ? record.user_error : undefined;
      return new CaptchaError(String(code), message, userError);
    }
  }
  return new CaptchaError('', error instanceof Error ? error.message : String(error));
}

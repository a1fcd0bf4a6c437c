/** How a player logs in (spec 000 §3): username and password, mobile number and SMS code, or the identity provider (`firebase`). */
export type LoginType = 'username' | 'sms' | 'firebase';

/** Captcha fields a login, registration or SMS call may carry. */
export interface CaptchaFields {
  geetestChallenge?: string;
  geetestSeccode?: string;
  geetestValidateV4?: Record<string, string>;
  captcha?: string;
}

/** Login response value (docs/platform-calls.md, `POST /wps/session/login`). */
export interface LoginValue {
  id: string | number;
  token: string;
  userName: string;
  customerType?: number;
  firstTimeLogin?: boolean;
  passwordExpired?: boolean;
  updatePassword?: boolean;
}

/** `login_verify_required` value: which second factors the server asks for. */
export interface VerifyFlags {
  email?: boolean;
  ga?: boolean;
  sms?: boolean;
  payeeName?: boolean;
}

export type SecondFactorMethod = 'payeeName' | 'sms' | 'ga' | 'email';

/**
 * The second-factor answer (spec 000 §3): the login's username and password again, the method (E
 * email, P payee name, G authenticator app, S SMS) and that method's fields.
 */
export interface VerificationPayload {
  username: string;
  password: string;
  method: 'E' | 'P' | 'G' | 'S';
  email?: string;
  payeeName?: string;
  authCode?: string;
  mobileNum?: string;
  verificationCode?: string;
  firebaseIdToken?: string;
}

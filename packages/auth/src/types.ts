/** Login types of spec 000 §3. */
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

/** Second-factor payload of spec 000 §3. */
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

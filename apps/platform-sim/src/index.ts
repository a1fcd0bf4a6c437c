export { createSimApp } from './app';
export type { SimInstance } from './app';
export { startSim, DEFAULT_HOST } from './start';
export type { RunningSim, StartSimOptions } from './start';
export { resolveSimOptions, DEFAULT_APP_DIST } from './options';
export type { SimOptions, ResolvedSimOptions } from './options';
export { SimState } from './state';
export type { Member, MerchantState } from './state';
export { ERROR_CODES, ok, failure } from './envelope';
export type { Envelope } from './envelope';
export { RsaKeyRing, findRsaKey, decryptRaw, normaliseModulus, RSA_PUBLIC_EXPONENT } from './rsa-keys';
export type { RsaKey } from './rsa-keys';
export type { FaultSpec, Fault } from './faults';
export type { LoggedRequest } from './request-log';
export type { Session } from './sessions';
export type { CspSources } from './csp';
export type { SystemStatus, MerchantConfig } from './routes/system';
export type { MemberInfo } from './routes/member';
export * from './seed/index';
export { readEncryptedPayload, decryptRequest, SESSION_KEY_ALPHABET } from './encrypted-body';
export type { JsonValue, Refusal } from './encrypted-body';
export { LineRegistry, createLineApp, LINES_PLACEHOLDER, SELF_LINE } from './lines';
export type { LineInfo, LineBehaviour } from './lines';
export { defaultLinePorts } from './start';
export type { LoginValue, LoginVerifyFlags, BindRequiredValue } from './routes/login';
export { createEmulatorVerifier, IdentityProviderUnreachable, DEFAULT_FIREBASE_PROJECT_ID } from './identity-tokens';
export type { IdentityVerifier, VerifiedIdentity } from './identity-tokens';
export { FIREBASE_ERROR_CODES } from './firebase-check';
export type { GeetestRegister } from './routes/captcha';
export type { RankProgress } from './routes/member';
export {
  GEETEST_API_HOSTS,
  GEETEST_STATIC_HOSTS,
  GEETEST_BASE_PATH,
  geetestHostUrls,
  CaptchaStore,
} from './captcha';
export type { GeetestV3Result, GeetestV4Result, GeetestFailure } from './captcha';
export { SmsOutbox, SMS_CODE_TTL_S } from './sms';
export type { SmsMessage } from './sms';
export { geetestStandInScript } from './geetest/standin-script';

export { LoginScreen } from './LoginScreen';
export { ChangePasswordScreen } from './ChangePasswordScreen';
export { authSlice, passwordChangeRequired, selectPasswordChangeReason } from './auth-slice';
export type { AuthState, PasswordChangeReason } from './auth-slice';
export { loginWithCredentials, completeLogin } from './login-flow';
export type { LoginRequest, LoginResult } from './login-flow';
export { CaptchaGateContext, noCaptcha } from './captcha-gate';
export type { CaptchaGate, CaptchaScene } from './captcha-gate';
export { AUTH_NAMESPACE, authMessages } from './locales';
export { loginDeviceId } from './device-id';
export { destinationAfterLogin } from './destination';
export { DEFAULT_PASSWORD, LOGIN_COOLDOWN_MS } from './constants';
export type * from './types';
export { tryAutoLogin } from './auto-login-flow';
export { applySessionEffect } from './auth-listeners';
export { shouldAutoLogin, AUTO_LOGIN_KEY } from './auto-login';
export { saveRememberedLogin, readRememberedLogin, clearRememberedLogin, REMEMBERED_LOGIN_KEY } from './remembered-login';
export { logout } from './logout';
export { RegisterScreen } from './RegisterScreen';
export { AgentRegisterScreen } from './AgentRegisterScreen';
export type { AgentRegisterScreenProps } from './AgentRegisterScreen';
export { referralLink, buildAgentRegisterPayload } from './agent-register-flow';
export {
  buildRegisterPayload,
  registerAccount,
  modesAllowed,
  destinationAfterRegister,
  REGISTER_INFO_KEY,
  FIRST_TIME_LOGIN_KEY,
  REGISTER_MODE_FLAGS,
  MOBILE_REGISTER_PASSWORD_FLAG,
} from './register-flow';
export type { RegisterMode, RegisterForm, StoredRegisterInfo } from './register-flow';
export { TrackingEventsContext, noTracking, recordingTracker } from './tracking-events';
export type { TrackingEvents, TrackedEvent } from './tracking-events';
export { IdentityProviderContext, useIdentityProvider } from './identity-provider';
export type {
  IdentityProvider,
  IdentityProviderConfig,
  IdentityChannel,
  IdentityProof,
  PhoneChallenge,
  EmulatorAccount,
} from './identity-provider';
export { lazyIdentityProvider } from './lazy-identity-provider';
export { isPrivateBrowsing } from './private-mode';
export { BIND_CUSTOMER_REQUIRED, ONE_TAP_SOCIAL_FLAG, SOCIAL_REGISTER_FLAG } from './constants';

export { CAPTCHA_NAMESPACE, captchaMessages } from './locales/index';
export { createCaptchaGate, loadGeetestAdapter } from './captcha-gate';
export type { AdapterLoader, AdapterSettings, CaptchaGateHandle, CaptchaGateOptions, CaptchaHostStore } from './captcha-gate';
export { CaptchaWidget } from './CaptchaWidget';
export type { CaptchaWidgetProps } from './CaptchaWidget';
export { captchaRequired, captchaVersion, sceneSupported } from './scenes';
export { widgetTransition, initialWidgetState, canStartVerification } from './widget-state';
export type { WidgetState, WidgetStatus, WidgetEvent } from './widget-state';
export { loadScriptFromHosts, resolveHosts, hostUrl } from './script-loader';
export { CaptchaError } from './types';
export type { CaptchaAdapter, CaptchaHosts, CaptchaPayload, CaptchaResult, CaptchaScene, CaptchaVersion } from './types';
export {
  RESOURCE_TIMEOUT_MS,
  CAPTCHA_TIMEOUT_MS,
  JS_LOAD_TIMEOUT,
  GCT_LOAD_TIMEOUT,
  LOGIN_CAPTCHA_FLAG,
  SMS_CAPTCHA_FLAG,
  REGISTER_CAPTCHA_FLAG,
} from './constants';

export { createCaptchaGate } from './captcha-gate';
export type { CaptchaGateHandle } from './captcha-gate';
export { CaptchaWidget } from './CaptchaWidget';

/** Test and story helpers (`@lotto/captcha/testing`): never part of the app's bundle. */
export { createCaptchaStore, scriptedAdapter, TEST_HOSTS } from './create-captcha-store';
export type { ScriptedAdapterPlan } from './create-captcha-store';
export { renderCaptcha, setupI18n } from './render';

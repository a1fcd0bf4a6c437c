/** Spec 000 §9: each vendor host has 3 s to serve a script or resource before the next is tried. */
export const RESOURCE_TIMEOUT_MS = 3_000;
/** Spec 000 §9: the captcha call's time limit (the v3 register call). */
export const CAPTCHA_TIMEOUT_MS = 10_000;
/** How long the "one verification at a time" toast stays. */
export const TOO_FAST_TOAST_MS = 1_500;
/** Spec 000 §9: a merchant whose settings name no captcha version gets v3. */
export const DEFAULT_CAPTCHA_VERSION = 'v3';
/** The vendor product the widget runs as: a pop-up opened by the app's own button, as on the platform's client. */
export const GEETEST_PRODUCT = 'bind';

/** Loader codes of the vendor (spec 000 §8), shown as "Network failure". */
export const JS_LOAD_TIMEOUT = '60204';
const GCT_LOAD_TIMEOUT = '60205';
export const NETWORK_FAILURE_CODES: readonly string[] = [JS_LOAD_TIMEOUT, GCT_LOAD_TIMEOUT];

/** White-label flags (spec 000 §6) and which scene each one asks a captcha for. */
export const LOGIN_CAPTCHA_FLAG = 'GEETEST3';
export const SMS_CAPTCHA_FLAG = 'GEETESTVCODE3';
export const REGISTER_CAPTCHA_FLAG = 'GEETESTTEST3';

import type { ApiClient } from '@lotto/api-client';
import { CAPTCHA_TIMEOUT_MS } from '../constants';

/** What the v3 register answers (docs/platform-calls.md, `GET /wps/captcha/geetest`); some servers spell the flag `new_captcha`. */
interface GeetestRegister {
  gt?: string;
  challenge?: string;
  newCaptcha?: boolean;
  new_captcha?: boolean;
}

/**
 * `GET /wps/captcha/geetest?t={timestamp}`: the Geetest v3 register, a new challenge
 * for the widget each time. Silent: the widget shows its own failure.
 */
export function registerGeetest(api: ApiClient, now: number) {
  return api.call<GeetestRegister>('/wps/captcha/geetest', { query: { t: now }, timeoutMs: CAPTCHA_TIMEOUT_MS, alert: false });
}

import type { Hono } from 'hono';
import { geetestGt } from '../captcha/geetest';
import { sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';

/** Value of GET /wps/captcha/geetest (docs/platform-calls.md, `GET /wps/captcha/geetest`): what initialises the v3 widget. */
export interface GeetestRegister {
  gt: string;
  challenge: string;
  newCaptcha: boolean;
}

/**
 * GET /wps/captcha/geetest?t={timestamp}: the v3 register. A new challenge for the merchant's gt
 * (its GEETEST_ID, or one derived from its code), kept so the stand-in widget can pass it and
 * login or registration can check the result. Never cached.
 */
export function registerCaptchaRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/captcha/geetest', (c) => {
    const merchant = c.get('merchant').seed;
    const gt = geetestGt(merchant);
    const value: GeetestRegister = { gt, challenge: state.captcha.registerV3(merchant.code, gt), newCaptcha: true };
    c.header('Cache-Control', 'no-store');
    return sendOk(c, value);
  });
}

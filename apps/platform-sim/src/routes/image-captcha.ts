import type { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { CAPTCHA_COOKIE, IMAGE_CAPTCHA_TTL_MS } from '../state/image-captchas';
import { renderCaptchaSvg } from '../captcha/image-captcha-svg';

const MS_PER_S = 1_000;

/**
 * GET /wps/captcha?t={timestamp}: the image captcha the login asks for after wrong passwords
 * (docs/platform-calls.md, the image captcha). The answer is the picture itself (SVG), never
 * cached; its text is kept for the browser's captcha session, named by a cookie the login sends
 * back (state/image-captchas.ts). `t` only makes each address new. The app shows it with an <img>,
 * which sends no Merchant header: the picture belongs to the browser, not to a merchant.
 */
export function registerImageCaptchaRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/captcha', (c) => {
    const image = state.imageCaptcha.issue(getCookie(c, CAPTCHA_COOKIE));
    setCookie(c, CAPTCHA_COOKIE, image.session, {
      path: '/wps',
      httpOnly: true,
      sameSite: 'Lax',
      maxAge: IMAGE_CAPTCHA_TTL_MS / MS_PER_S,
    });
    c.header('Cache-Control', 'no-store');
    c.header('Content-Type', 'image/svg+xml; charset=utf-8');
    return c.body(renderCaptchaSvg(image.text));
  });
}

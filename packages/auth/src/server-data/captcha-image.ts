import type { ApiClient } from '@lotto/api-client';

const IMAGE_CAPTCHA_PATH = '/wps/captcha';

/**
 * The image captcha's picture (docs/platform-calls.md, the image captcha):
 * `GET /wps/captcha?t={timestamp}` on the same base as the platform calls. The browser loads it as
 * an image, so this gives its address, not a call.
 */
export function imageCaptchaUrl(api: ApiClient, timestamp: number): string {
  return api.url(IMAGE_CAPTCHA_PATH, { t: timestamp });
}

import { cannedApi } from '@lotto/api-client/testing';
import { createApiClient } from '@lotto/api-client';
import { describe, expect, it } from 'vitest';
import { asksForImageCaptcha, imageCaptchaAddress, nextImageTimestamp } from './image-captcha';
import { createAuthStore } from '../testing';

describe('the image captcha’s rules', () => {
  it('is asked for by a login failure whose value sets captcha, and by nothing else', () => {
    expect(asksForImageCaptcha({ captcha: true })).toBe(true);
    expect(asksForImageCaptcha({ captcha: 1 })).toBe(true);
    for (const value of [null, undefined, {}, { captcha: false }, { captcha: 0 }, 'captcha', { email: true }]) {
      expect(asksForImageCaptcha(value)).toBe(false);
    }
  });

  it('gives every picture an address of its own, even twice in one millisecond', () => {
    expect(nextImageTimestamp(0, 1_700_000_000_000)).toBe(1_700_000_000_000);
    expect(nextImageTimestamp(1_700_000_000_000, 1_700_000_000_000)).toBe(1_700_000_000_001);
    expect(nextImageTimestamp(1_700_000_000_005, 1_700_000_000_002)).toBe(1_700_000_000_006);
  });

  it('builds the picture’s address on the platform client’s own base', () => {
    expect(createAuthStore({ api: cannedApi() }).dispatch(imageCaptchaAddress(1_700_000_000_000))).toBe('/wps/captcha?t=1700000000000');
    const remote = createApiClient({ baseUrl: 'https://platform.example', sources: () => ({ merchant: 'demo' }) });
    expect(createAuthStore({ api: remote }).dispatch(imageCaptchaAddress(42))).toBe('https://platform.example/wps/captcha?t=42');
  });
});

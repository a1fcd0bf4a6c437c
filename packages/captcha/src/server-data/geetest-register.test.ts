import { describe, expect, it } from 'vitest';
import { cannedApi } from '@lotto/api-client/testing';
import { CAPTCHA_TIMEOUT_MS } from '../constants';
import { registerGeetest } from './geetest-register';

describe('the Geetest v3 register', () => {
  it('asks a new challenge with the time, within the captcha timeout, silently', async () => {
    const api = cannedApi();
    await registerGeetest(api, 1234);
    expect(api.calls[0]).toMatchObject({
      path: '/wps/captcha/geetest',
      options: { query: { t: 1234 }, timeoutMs: CAPTCHA_TIMEOUT_MS, alert: false },
    });
  });
});

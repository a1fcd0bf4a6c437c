import type { ApiClient } from '@lotto/api-client';
import { GEETEST_PRODUCT } from '../constants';
import { registerGeetest } from '../server-data/geetest-register';
import { CaptchaError, type CaptchaAdapter, type CaptchaHosts, type CaptchaResult } from '../types';
import { GeetestWidgetDriver, type WidgetDeps } from './geetest-widget';

export const GEETEST_V3_SCRIPT = '/gt.js';

export interface GeetestV3Deps extends WidgetDeps {
  api: ApiClient;
  now?: () => number;
}

/**
 * Geetest v3 (docs/platform-calls.md, `GET /wps/captcha/geetest`): the platform registers a
 * challenge, the widget starts with it (`offline` when the register did not succeed, product
 * `bind`), and its result is sent as geetestChallenge / geetestSeccode. A challenge is good for
 * one check, so after a result is taken (reset) the next load registers a new one.
 */
export function createGeetestV3Adapter(deps: GeetestV3Deps): CaptchaAdapter {
  const driver = new GeetestWidgetDriver(GEETEST_V3_SCRIPT, 'initGeetest', deps);
  const now = deps.now ?? Date.now;

  return {
    async load(hosts: CaptchaHosts) {
      if (driver.loaded) return;
      const staticServers = await driver.loadScript(hosts);
      const register = await registerGeetest(deps.api, now());
      const value = register.value ?? {};
      if (!value.gt || !value.challenge) throw new CaptchaError('', register.message || 'geetest register failed');
      await driver.start({
        gt: value.gt,
        challenge: value.challenge,
        offline: !register.success,
        new_captcha: value.newCaptcha ?? value.new_captcha ?? true,
        product: GEETEST_PRODUCT,
        https: typeof location !== 'undefined' && location.protocol === 'https:',
        timeout: driver.timeoutMs,
        api_servers: hosts.api,
        static_servers: staticServers,
      });
    },
    async verify(): Promise<CaptchaResult | null> {
      const validate = await driver.open();
      if (validate === null) return null;
      return {
        geetestChallenge: validate.geetest_challenge,
        geetestSeccode: validate.geetest_seccode,
        geetestValidate: validate.geetest_validate,
      };
    },
    reset() {
      driver.drop();
    },
    destroy() {
      driver.drop();
    },
  };
}

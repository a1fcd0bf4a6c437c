import { GEETEST_PRODUCT } from '../constants';
import { CaptchaError, type CaptchaAdapter, type CaptchaHosts, type CaptchaResult } from '../types';
import { GeetestWidgetDriver, type WidgetDeps } from './geetest-widget';

export const GEETEST_V4_SCRIPT = '/v4/gt4.js';

export interface GeetestV4Deps extends WidgetDeps {
  /** The merchant's GEETEST_ID. */
  captchaId: string;
}

/**
 * Geetest v4, which needs no platform call: the widget starts with captchaId = GEETEST_ID, product
 * `bind`; its validation object is sent unchanged as geetestValidateV4. reset() readies it for
 * another check.
 */
export function createGeetestV4Adapter(deps: GeetestV4Deps): CaptchaAdapter {
  const driver = new GeetestWidgetDriver(GEETEST_V4_SCRIPT, 'initGeetest4', deps);

  return {
    async load(hosts: CaptchaHosts) {
      if (driver.loaded) return;
      if (!deps.captchaId) throw new CaptchaError('', 'GEETEST_ID missing');
      const staticServers = await driver.loadScript(hosts);
      await driver.start({
        captchaId: deps.captchaId,
        product: GEETEST_PRODUCT,
        timeout: driver.timeoutMs,
        apiServers: hosts.api,
        staticServers,
      });
    },
    async verify(): Promise<CaptchaResult | null> {
      const validate = await driver.open();
      return validate === null ? null : { geetestValidateV4: validate };
    },
    reset() {
      driver.resetWidget();
    },
    destroy() {
      driver.drop();
    },
  };
}

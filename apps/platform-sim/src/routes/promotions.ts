import type { Hono } from 'hono';
import { sendOk } from '../envelope';
import type { WpsEnv } from '../env';

/** What `MCSFE_getMerchantAvailablePromotions` answers: each promotion type with whether it runs and how many. */
interface AvailablePromotions {
  APP_DOWNLOAD: { enabled: boolean; count: number };
  REFERRAL: { enabled: boolean; count: number };
}

/**
 * GET /wps/relay/MCSFE_getMerchantAvailablePromotions (spec 001 §7: no auth). The demo merchant
 * runs a referral promotion; the second merchant runs none, so its referral entry falls back to
 * customer service unless the member is an agent.
 */
export function registerPromotionRoutes(router: Hono<WpsEnv>): void {
  router.get('/relay/MCSFE_getMerchantAvailablePromotions', (c) => {
    const referral = c.get('merchant').seed.code === 'demo';
    const value: AvailablePromotions = {
      APP_DOWNLOAD: { enabled: referral, count: referral ? 1 : 0 },
      REFERRAL: { enabled: referral, count: referral ? 1 : 0 },
    };
    return sendOk(c, value);
  });
}

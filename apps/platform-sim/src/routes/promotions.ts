import type { Hono } from 'hono';
import { sendOk } from '../protocol/envelope';
import type { WpsEnv } from '../wps/env';
import type { PromotionType } from '../seed/types';

/** What `MCSFE_getMerchantAvailablePromotions` answers: each promotion type with whether it runs and how many. */
type AvailablePromotions = Record<PromotionType, { enabled: boolean; count: number }>;

/**
 * GET /wps/relay/MCSFE_getMerchantAvailablePromotions (spec 001 §6–7: no auth, so visitors get
 * it too). The answer follows the merchant's `promotions` switches: demo runs a referral and an
 * app-download promotion, demo2 none; `POST /__sim/merchant { promotions }` changes them.
 */
export function registerPromotionRoutes(router: Hono<WpsEnv>): void {
  router.get('/relay/MCSFE_getMerchantAvailablePromotions', (c) => {
    const { promotions } = c.get('merchant').seed;
    const entry = (enabled: boolean) => ({ enabled, count: enabled ? 1 : 0 });
    const value: AvailablePromotions = { APP_DOWNLOAD: entry(promotions.APP_DOWNLOAD), REFERRAL: entry(promotions.REFERRAL) };
    return sendOk(c, value);
  });
}

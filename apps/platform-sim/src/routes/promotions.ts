import type { Hono } from 'hono';
import { sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { authenticate } from '../wps/session-auth';
import { availablePromotions } from './reward-programmes';

/**
 * GET /wps/relay/MCSFE_getMerchantAvailablePromotions (spec 001 §6–7: no auth, so visitors get
 * it too): each promotion type the merchant runs, `{ enabled, count }`. The referral and the app
 * download follow the merchant's `promotions` switches (demo runs both, demo2 none; `POST
 * /__sim/merchant { promotions }` changes them); LOGIN and the other programmes come from
 * seed/rewards.ts. GET /wps/relay/MCSFE_getAvailablePromotions (REWCEN3, with the session) is the
 * member's variant: the same types, each counting the rewards waiting for that member, and
 * `availablePromoCount`.
 */
export function registerPromotionRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/relay/MCSFE_getMerchantAvailablePromotions', (c) => sendOk(c, availablePromotions(state, c.get('merchant'))));

  router.get('/relay/MCSFE_getAvailablePromotions', (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    return sendOk(c, availablePromotions(state, c.get('merchant'), auth.member));
  });
}

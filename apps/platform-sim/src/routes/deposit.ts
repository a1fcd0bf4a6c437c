import type { Hono } from 'hono';
import { sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { authenticate } from '../wps/session-auth';

/**
 * GET /wps/relay/MCSFE_getDepositSettings (spec 001 §3, §7; session). The platform was seen
 * answering `allowDeposit`, `totalDepositSuccessCount` and `depositInfo`; the spec adds
 * `firstDeposit` ('Y' when the member has deposited before). The count is the member's deposits
 * since the reset (POST /__sim/deposit adds one).
 */
export function registerDepositRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/relay/MCSFE_getDepositSettings', (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    const count = state.deposits.get(auth.member.id) ?? 0;
    return sendOk(c, { allowDeposit: 'Y', totalDepositSuccessCount: count, firstDeposit: count > 0 ? 'Y' : 'N', depositInfo: null });
  });
}

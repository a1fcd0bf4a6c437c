import { describe, expect, it } from 'vitest';
import { jsonOf, makeSim } from '../testing/test-helpers';

describe('available promotions', () => {
  it('lists the referral promotion for the demo merchant, none for the second', async () => {
    const sim = makeSim();
    const demo = await jsonOf<{ value: { REFERRAL: { enabled: boolean } } }>(
      await sim.app.request('/wps/relay/MCSFE_getMerchantAvailablePromotions'),
    );
    expect(demo.value.REFERRAL.enabled).toBe(true);
    const other = await jsonOf<{ value: { REFERRAL: { enabled: boolean } } }>(
      await sim.app.request('/wps/relay/MCSFE_getMerchantAvailablePromotions', { headers: { Merchant: 'demo2' } }),
    );
    expect(other.value.REFERRAL.enabled).toBe(false);
  });
});

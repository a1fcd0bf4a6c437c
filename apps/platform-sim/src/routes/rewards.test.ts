import { describe, expect, it } from 'vitest';
import { envelopeOf, makeSim, sessionFor } from '../testing/test-helpers';

const LIST = '/wps/relay/MCSFE_getClaimPromotion?promotionType=DEPOSIT,MISSION,RAFFLE,NEW_REGISTER,RANK_SALARY,DEPOSIT_BET_BONUS&status=I';
const CLAIM = '/wps/relay/MCSFE_claimIssuedPromotion';

interface Listed {
  rewardId: number;
  expiry: number | null;
  rewardAmount: number;
  status: string;
}

async function post(sim: ReturnType<typeof makeSim>, token: string, path: string, body: unknown) {
  return sim.app.request(path, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe("the member's rewards", () => {
  it('lists them with their expiries: counting down, permanent and expired', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const list = await envelopeOf<Listed[]>(await sim.app.request(LIST, { headers: { Authorization: token } }));
    const now = sim.state.now();
    expect(list.value.map((reward) => reward.rewardId)).toEqual([5001, 5002, 5003, 5004, 5005, 5006]);
    expect(list.value.find((reward) => reward.rewardId === 5003)?.expiry).toBeNull();
    expect(list.value.find((reward) => reward.rewardId === 5006)!.expiry!).toBeLessThan(now);
    expect(list.value.find((reward) => reward.rewardId === 5001)!.expiry!).toBeGreaterThan(now);
  });

  it('a claim credits the wallet and leaves the list; an expired one is refused', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const member = sim.state.findMember('demo', 'player01')!;
    const before = member.balance;
    const done = await envelopeOf<{ claimedTickets: unknown[] }>(
      await post(sim, token, CLAIM, { promotionClaimId: 5001, promotionType: 'DEPOSIT', ipAddress: '127.0.0.1' }),
    );
    expect(done.success).toBe(true);
    expect(done.value.claimedTickets).toEqual([{ rewardType: 'CASH', value: 50 }]);
    expect(member.balance).toBe(before + 50);
    const list = await envelopeOf<Listed[]>(await sim.app.request(LIST, { headers: { Authorization: token } }));
    expect(list.value.map((reward) => reward.rewardId)).not.toContain(5001);
    const expired = await envelopeOf(
      await post(sim, token, CLAIM, { promotionClaimId: 5006, promotionType: 'DEPOSIT_BET_BONUS', ipAddress: '' }),
    );
    expect(expired).toMatchObject({ success: false, errorCode: 'prom.claim.expired' });
  });

  it('refuses a member whose mobile number is not verified, as the platform does', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'unverified01');
    const refused = await envelopeOf(
      await post(sim, token, CLAIM, { promotionClaimId: 5201, promotionType: 'NEW_REGISTER', ipAddress: '' }),
    );
    expect(refused).toMatchObject({ success: false, errorCode: 'prom.claim.req.field', value: { data: 'required.mobile_no_verified' } });
  });

  it("the member's available promotions count what waits; the merchant's answer counts nothing of a member", async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const mine = await envelopeOf<Record<string, { enabled: boolean; count: number } | number>>(
      await sim.app.request('/wps/relay/MCSFE_getAvailablePromotions', { headers: { Authorization: token } }),
    );
    expect(mine.value).toMatchObject({
      // Today's day waits in both of demo's check-in programmes.
      LOGIN: { enabled: true, count: 2 },
      NOVICE_TASK: { enabled: true, count: 1 },
      MISSION: { enabled: true, count: 1 },
      DEPOSIT: { enabled: true, count: 1 },
      RESCUE_FUND: { enabled: true, count: 0 },
    });
    expect(typeof mine.value.availablePromoCount).toBe('number');
    const merchant = await envelopeOf<Record<string, unknown>>(await sim.app.request('/wps/relay/MCSFE_getMerchantAvailablePromotions'));
    expect(merchant.value).toMatchObject({ LOGIN: { enabled: true, count: 0 }, REFERRAL: { enabled: true } });
    expect(merchant.value.availablePromoCount).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { envelopeOf, makeSim, sessionFor } from '../testing/test-helpers';

const READ = '/wps/relay/MCSFE_getLoginPromotion';
const CLAIM = '/wps/relay/MCSFE_claimLoginPromotion';

interface Day {
  id: number;
  dayCount: number;
  isToday: boolean;
  hasClaimed: boolean;
}

async function claim(sim: ReturnType<typeof makeSim>, token: string, promotionConfigDetailId: number) {
  return envelopeOf(
    await sim.app.request(CLAIM, {
      method: 'POST',
      headers: { Authorization: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({ promotionConfigDetailId }),
    }),
  );
}

describe('the daily check-in', () => {
  it('lists the programmes, then one with its days and totals', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const configs = await envelopeOf<{ allowCheckIn: boolean; list: Array<{ configId: number; name: string }> }>(
      await sim.app.request(READ, { headers: { Authorization: token } }),
    );
    expect(configs.value.allowCheckIn).toBe(true);
    expect(configs.value.list.map((config) => config.name)).toEqual(['Daily check-in', 'Weekend check-in']);
    const one = await envelopeOf<{ footer: { dayCountClaimed: number }; list: Day[] }>(
      await sim.app.request(`${READ}?configId=1`, { headers: { Authorization: token } }),
    );
    expect(one.value.footer).toEqual({ dayCountClaimed: 1, totalClaimedAmount: 1, totalClaimedPointAmount: 0 });
    expect(one.value.list.filter((day) => day.isToday).map((day) => day.dayCount)).toEqual([2]);
    expect(one.value.list[0]).toMatchObject({ hasClaimed: true });
  });

  it("claims today's day once, crediting the wallet", async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    const member = sim.state.findMember('demo', 'player01')!;
    const before = member.balance;
    expect(await claim(sim, token, 1002)).toMatchObject({ success: true });
    expect(member.balance).toBe(before + 2);
    expect(await claim(sim, token, 1002)).toMatchObject({ success: false, errorCode: 'claim_not_available' });
  });

  it('refuses a day whose conditions are not met, with the required and reached amounts', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    sim.state.rewards.progress(sim.state.findMember('demo', 'player01')!, 1).today = 3;
    expect(await claim(sim, token, 1003)).toMatchObject({
      success: false,
      errorCode: 'claim_deposit_required',
      value: { requiredDeposit: 100, reachedDeposit: 20 },
    });
    sim.state.rewards.progress(sim.state.findMember('demo', 'player01')!, 1).today = 7;
    expect(await claim(sim, token, 1007)).toMatchObject({ errorCode: 'claim_deposit_and_bet_required' });
  });

  it('refuses a member whose information is incomplete (the mobile number not verified)', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'unverified01');
    expect(await claim(sim, token, 1001)).toMatchObject({ success: false, errorCode: 'required_member_information_incomplete' });
  });
});

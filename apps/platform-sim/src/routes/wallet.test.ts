import { describe, expect, it } from 'vitest';
import { envelopeOf, jsonOf, makeSim, postJson, sessionFor } from '../testing/test-helpers';

interface BalanceAnswer {
  sumBalance: number;
  balance: unknown;
  currency: string;
  currencySymbol: string;
}

async function balanceOf(app: ReturnType<typeof makeSim>['app'], token: string, merchant = 'demo') {
  return envelopeOf<BalanceAnswer>(
    await app.request('/wps/v2/wallets/balance?typeId=0', { headers: { Authorization: token, Merchant: merchant } }),
  );
}

describe('the wallet balance', () => {
  it("answers the member's money as wallet rows, in the merchant's currency", async () => {
    const sim = makeSim();
    const { value } = await balanceOf(sim.app, await sessionFor(sim.app, 'player01'));
    expect(value).toEqual({
      sumBalance: 1520.5,
      currency: 'PHP',
      currencySymbol: '₱',
      balance: [
        { accountTypeId: 1, availBalance: 0 },
        { accountTypeId: 2, availBalance: 1520.5 },
      ],
    });
  });

  it('answers one wallet object for a merchant whose server does', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01', 'demo2');
    const { value } = await balanceOf(sim.app, token, 'demo2');
    expect(value.balance).toEqual({ availBalance: value.sumBalance });
    expect(value.currency).toBe('VND');
  });

  it('the control sets a balance; a session is needed', async () => {
    const sim = makeSim();
    const token = await sessionFor(sim.app, 'player01');
    expect(await jsonOf(await sim.app.request('/__sim/wallet', postJson({ username: 'player01', balance: 20 })))).toEqual({
      username: 'player01',
      balance: 20,
    });
    expect((await balanceOf(sim.app, token)).value.sumBalance).toBe(20);
    expect((await sim.app.request('/__sim/wallet', postJson({ username: 'player01', balance: -1 }))).status).toBe(400);
    expect((await sim.app.request('/wps/v2/wallets/balance')).status).toBe(401);
  });
});

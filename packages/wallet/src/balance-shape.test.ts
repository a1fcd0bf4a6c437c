import { describe, expect, it } from 'vitest';
import { readBalance } from './balance-shape';
import { BALANCE_ANSWERS } from './testing/balance-answers';

describe('the balance answer, in both shapes the platform gives', () => {
  it('wallet rows: the total is sumBalance, what is available the main wallet (accountTypeId 2)', () => {
    expect(readBalance(BALANCE_ANSWERS.rows)).toEqual({ total: 1520.5, available: 1500, currency: 'PHP', currencySymbol: '₱' });
  });

  it('one object, with numbers as strings', () => {
    expect(readBalance(BALANCE_ANSWERS.object)).toEqual({ total: 98000, available: 98000, currency: 'VND', currencySymbol: '₫' });
  });

  it('without sumBalance: the rows added up, or the one object', () => {
    expect(
      readBalance({
        balance: [
          { accountTypeId: 1, availBalance: 5 },
          { accountTypeId: 2, availBalance: '1,000.25' },
        ],
      }),
    ).toMatchObject({
      total: 1005.25,
      available: 1000.25,
    });
    expect(readBalance({ balance: { balance: 12 } })).toMatchObject({ total: 12, available: 12 });
  });

  it('an empty wallet is 0, not missing', () => {
    expect(readBalance(BALANCE_ANSWERS.empty)).toMatchObject({ total: 0, available: null });
  });

  it('nothing to read: no balance rather than a false 0', () => {
    expect(readBalance(null)).toBeNull();
    expect(readBalance({ currency: 'PHP' })).toBeNull();
    expect(readBalance({ sumBalance: 'n/a' })).toBeNull();
  });
});

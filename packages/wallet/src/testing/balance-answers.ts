import type { BalanceAnswer } from '../balance-shape';

/** The answers the platform's servers give, for tests and stories: wallet rows, one object, and the simulator's. */
export const BALANCE_ANSWERS = {
  rows: {
    sumBalance: 1520.5,
    currency: 'PHP',
    currencySymbol: '₱',
    balance: [
      { accountTypeId: 1, availBalance: 20.5 },
      { accountTypeId: 2, availBalance: 1500 },
    ],
  },
  object: { sumBalance: '98000', currency: 'VND', currencySymbol: '₫', balance: { availBalance: '98000' } },
  empty: { sumBalance: 0, currency: 'PHP', currencySymbol: '₱', balance: [] },
} satisfies Record<string, BalanceAnswer>;

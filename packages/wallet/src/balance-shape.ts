import { MAIN_WALLET_ACCOUNT_TYPE_ID } from './constants';

/** One wallet row, where the platform lists them. */
interface WalletRow {
  accountTypeId?: number | string;
  availBalance?: number | string;
  balance?: number | string;
}

/** What `GET /wps/v2/wallets/balance` answers: `balance` is a list of wallet rows on some servers, one object on others. */
export interface BalanceAnswer {
  sumBalance?: number | string;
  balance?: WalletRow[] | WalletRow | number | string | null;
  currency?: string;
  currencySymbol?: string;
}

/** The member's money as the app shows it. */
export interface Balance {
  /** Every wallet summed: the figure the top bar shows. */
  total: number;
  /** What can be played now (the main wallet's available balance), where the answer says. */
  available: number | null;
  currency: string | null;
  currencySymbol: string | null;
}

const amount = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(number) ? number : null;
};

const isRow = (value: unknown): value is WalletRow => typeof value === 'object' && value !== null && !Array.isArray(value);

function availableOf(balance: BalanceAnswer['balance']): number | null {
  if (Array.isArray(balance)) {
    const main = balance.find((row) => isRow(row) && Number(row.accountTypeId) === MAIN_WALLET_ACCOUNT_TYPE_ID);
    return main ? amount(main.availBalance ?? main.balance) : null;
  }
  if (isRow(balance)) return amount(balance.availBalance ?? balance.balance);
  return amount(balance);
}

/**
 * Both answer shapes the platform's servers give, read one way: the total is `sumBalance`, else
 * the rows (or the one object) added up; what is available now is the main wallet's
 * `availBalance`. A field that is not a number is left out rather than shown as 0.
 */
export function readBalance(answer: BalanceAnswer | null | undefined): Balance | null {
  if (!answer || typeof answer !== 'object') return null;
  const available = availableOf(answer.balance);
  const rows = Array.isArray(answer.balance) ? answer.balance.filter(isRow) : isRow(answer.balance) ? [answer.balance] : [];
  const summed = rows.length > 0 ? rows.reduce((sum, row) => sum + (amount(row.availBalance ?? row.balance) ?? 0), 0) : available;
  const total = amount(answer.sumBalance) ?? summed;
  if (total === null) return null;
  return {
    total,
    available,
    currency: answer.currency?.trim() || null,
    currencySymbol: answer.currencySymbol?.trim() || null,
  };
}

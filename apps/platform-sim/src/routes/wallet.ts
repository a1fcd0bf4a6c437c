import type { Hono } from 'hono';
import { sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { authenticate } from '../wps/session-auth';
import type { Member, MerchantState } from '../state/sim-state';

/** The wallet whose available balance is the member's money to play with (the platform's main wallet). */
const MAIN_WALLET_ACCOUNT_TYPE_ID = 2;
/** The bonus wallet the rows answer lists beside it, empty: the total is the main wallet's. */
const BONUS_WALLET_ACCOUNT_TYPE_ID = 1;

function balanceAnswer(member: Member, merchant: MerchantState) {
  const { currency, currencySymbol, walletAnswer } = merchant.seed;
  const main = { accountTypeId: MAIN_WALLET_ACCOUNT_TYPE_ID, availBalance: member.balance };
  // The two shapes the platform's servers give (docs/platform-calls.md, balance): rows, or one object.
  const balance =
    walletAnswer === 'rows' ? [{ accountTypeId: BONUS_WALLET_ACCOUNT_TYPE_ID, availBalance: 0 }, main] : { availBalance: member.balance };
  return { sumBalance: member.balance, balance, currency, currencySymbol };
}

/**
 * GET /wps/v2/wallets/balance (COMM3, session; `typeId=0`): the member's money, `sumBalance` with
 * the merchant's currency, and `balance` as wallet rows or one object as the merchant's seed says
 * (`walletAnswer`). POST /__sim/wallet sets a member's figure.
 */
export function registerWalletRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/v2/wallets/balance', (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    return sendOk(c, balanceAnswer(auth.member, c.get('merchant')));
  });
}

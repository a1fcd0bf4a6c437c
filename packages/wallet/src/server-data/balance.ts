import { platformApi, WALLET_BALANCE_TAG } from '@lotto/app-core/server-data';
import { readBalance, type Balance, type BalanceAnswer } from '../balance-shape';
import { BALANCE_KEEP_S, BALANCE_TYPE_ID } from '../constants';

/**
 * The member's wallet (`GET /wps/v2/wallets/balance?typeId=0`, COMM3, with the session; silent:
 * the figure says it is unavailable instead of an alert). The argument is the session's token: it
 * is not sent (the client sends the session's own), it keys the cache, so the next member never
 * sees the last one's money. Asked again when the page is shown again (`refetchOnFocus`) and on
 * every refresh the player or the shell asks for; concurrent askers share one request.
 */
const balanceApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    walletBalance: build.query<Balance | null, string>({
      query: () => ({ path: '/wps/v2/wallets/balance', query: { typeId: BALANCE_TYPE_ID }, alert: false }),
      transformResponse: (value: BalanceAnswer | null) => readBalance(value),
      keepUnusedDataFor: BALANCE_KEEP_S,
      // A claimed reward (the promotions' claim) invalidates it: the figure on screen is asked again.
      providesTags: [WALLET_BALANCE_TAG],
    }),
  }),
});

export const { useWalletBalanceQuery } = balanceApi;

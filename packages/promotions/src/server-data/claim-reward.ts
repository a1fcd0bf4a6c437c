import { WALLET_BALANCE_TAG } from '@lotto/app-core/server-data';
import { AVAILABLE_PROMOTIONS_TAG, CLAIMS_TAG, promotionsApi } from './tags';

/** What a claim sends: the list's `rewardId` as `promotionClaimId`, its type, and the player's address. */
interface ClaimRequest {
  promotionClaimId: number | string;
  promotionType: string;
  ipAddress: string;
}

/** What a claim gave: each part's type and value (docs/platform-calls.md, `MCSFE_claimIssuedPromotion`). */
interface ClaimedTicket {
  rewardType?: string;
  value?: number | string;
  ticketType?: string;
}

/**
 * `POST /wps/relay/MCSFE_claimIssuedPromotion` (REWCEN3, with the session, silent: the page
 * explains a refusal itself, the unverified mobile number with a way on). A claim invalidates the
 * claim list, the available promotions and the wallet, which are asked again where shown.
 */
const claimRewardApi = promotionsApi.injectEndpoints({
  endpoints: (build) => ({
    claimReward: build.mutation<ClaimedTicket[], ClaimRequest>({
      query: (body) => ({ path: '/wps/relay/MCSFE_claimIssuedPromotion', method: 'POST', json: body, alert: false }),
      transformResponse: (value: { claimedTickets?: ClaimedTicket[] } | null) => value?.claimedTickets ?? [],
      invalidatesTags: [CLAIMS_TAG, AVAILABLE_PROMOTIONS_TAG, WALLET_BALANCE_TAG],
    }),
  }),
});

export const { useClaimRewardMutation } = claimRewardApi;

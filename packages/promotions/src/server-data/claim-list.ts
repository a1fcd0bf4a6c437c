import { CLAIM_PROMOTION_TYPES, ISSUED_STATUS } from '../constants';
import { CLAIMS_TAG, promotionsApi } from './tags';

/** A reward waiting in "My rewards" (docs/platform-calls.md, `MCSFE_getClaimPromotion`). */
export interface ClaimReward {
  rewardId: number | string;
  eventName?: string | null;
  ticketName?: string | null;
  rewardPoint?: number | string | null;
  rewardAmount?: number | string | null;
  promotionType?: string | null;
  status?: string | null;
  /** ms; null or absent: the reward never expires. */
  expiry?: number | null;
  remark?: string | null;
}

/** The list as a bare array, or under `list` as some of the platform's lists come. */
function readClaims(value: unknown): ClaimReward[] {
  const list = Array.isArray(value) ? value : (value as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is ClaimReward =>
      typeof item === 'object' && item !== null && (typeof item.rewardId === 'number' || typeof item.rewardId === 'string'),
  );
}

/**
 * "My rewards": `GET /wps/relay/MCSFE_getClaimPromotion?promotionType=<the types>&status=I`
 * (REWCEN3, with the session, silent: the list shows its error and a retry). The argument is the
 * session's token, the cache key; a claim invalidates it.
 */
const claimListApi = promotionsApi.injectEndpoints({
  endpoints: (build) => ({
    claimList: build.query<ClaimReward[], string>({
      query: () => ({
        path: '/wps/relay/MCSFE_getClaimPromotion',
        query: { promotionType: CLAIM_PROMOTION_TYPES.join(','), status: ISSUED_STATUS },
        alert: false,
      }),
      transformResponse: readClaims,
      keepUnusedDataFor: 0,
      providesTags: [CLAIMS_TAG],
    }),
  }),
});

export const { useClaimListQuery } = claimListApi;

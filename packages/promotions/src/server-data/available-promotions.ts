import { AVAILABLE_PROMOTIONS_TAG, promotionsApi } from './tags';

/** A promotion the merchant runs for this player, with how many of its rewards wait unclaimed. */
export interface AvailablePromotion {
  /** The promotion type as the answer keys it: `LOGIN`, `NOVICE_TASK`, `RESCUE_FUND`, `REFERRAL`, `MISSION`, … */
  type: string;
  count: number;
}

const enabled = (flag: unknown) => flag === true || flag === 'Y' || flag === 1;

/**
 * Both variants' answers (the member's and the merchant's) are keyed by promotion type, each
 * `{ enabled, count? }`, beside figures such as `availablePromoCount`: the running ones, in the
 * answer's order; a count that is no number counts none.
 */
export function readAvailablePromotions(value: unknown): AvailablePromotion[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([type, entry]) => {
    if (typeof entry !== 'object' || entry === null || !enabled((entry as { enabled?: unknown }).enabled)) return [];
    const count = Number((entry as { count?: unknown }).count);
    return [{ type: type.toUpperCase(), count: Number.isFinite(count) && count > 0 ? count : 0 }];
  });
}

/**
 * The member's variant: `GET /wps/relay/MCSFE_getAvailablePromotions` (REWCEN3, with the session,
 * silent: the tiles show their own error). The argument is the session's token, the cache key.
 * A visitor's tiles read the merchant's variant, which app-core loads once per visit.
 */
const availablePromotionsApi = promotionsApi.injectEndpoints({
  endpoints: (build) => ({
    memberAvailablePromotions: build.query<AvailablePromotion[], string>({
      query: () => ({ path: '/wps/relay/MCSFE_getAvailablePromotions', alert: false }),
      transformResponse: readAvailablePromotions,
      keepUnusedDataFor: 0,
      providesTags: [AVAILABLE_PROMOTIONS_TAG],
    }),
  }),
});

export const { useMemberAvailablePromotionsQuery } = availablePromotionsApi;

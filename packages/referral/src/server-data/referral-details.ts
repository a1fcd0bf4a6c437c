import { platformApi } from '@lotto/app-core/server-data';
import { AUTO_GENERATE } from '../constants';
import { readReferralDetails, type ReferralDetails, type ReferralDetailsAnswer } from '../referral-details';

/**
 * The member's referral details (`GET /wps/relay/MCSFE_getReferralDetails?autoGenerate=true`,
 * with the session, no module id seen; silent: the page shows a failure with a retry). The
 * argument is the session's token: it keys the cache, so the next member never sees the last
 * one's code; dropped as soon as the page is left, since the count moves as friends register.
 */
const referralDetailsApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    referralDetails: build.query<ReferralDetails, string>({
      query: () => ({ path: '/wps/relay/MCSFE_getReferralDetails', query: { autoGenerate: AUTO_GENERATE }, alert: false }),
      transformResponse: (value: ReferralDetailsAnswer | null) => readReferralDetails(value),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useReferralDetailsQuery } = referralDetailsApi;

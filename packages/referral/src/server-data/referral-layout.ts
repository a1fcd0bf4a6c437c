import { platformApi } from '@lotto/app-core/server-data';
import { LAYOUT_PAGE, LAYOUT_PLATFORM } from '../constants';
import { layoutSections, type LayoutAnswer, type LayoutSection } from '../layout-sections';

/**
 * The invite page's sections as the operator lays them out (`GET
 * /wps/relay/PROMOFE_feLayoutPromotion?platform=M`, with the session, no module id seen; silent:
 * without them the page shows its own blocks only). Keyed by the token and the language, since
 * the operator's titles and texts come in the `Language` the call carries.
 */
const referralLayoutApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    referralLayout: build.query<LayoutSection[], { token: string; language: string }>({
      query: () => ({ path: '/wps/relay/PROMOFE_feLayoutPromotion', query: { platform: LAYOUT_PLATFORM }, alert: false }),
      transformResponse: (value: LayoutAnswer | null) => layoutSections(value, LAYOUT_PLATFORM, LAYOUT_PAGE),
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useReferralLayoutQuery } = referralLayoutApi;

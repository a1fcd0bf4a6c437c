import { platformApi } from '@lotto/app-core/server-data';

/** The member's reward lists: a claim invalidates them (and app-core's wallet tag) so they are asked again. */
export const CLAIMS_TAG = 'PromotionClaims';
export const AVAILABLE_PROMOTIONS_TAG = 'AvailablePromotions';
export const CHECK_IN_TAG = 'CheckIn';

/** `platformApi` knowing the promotions' tags; every resource file of this package injects through it. */
export const promotionsApi = platformApi.enhanceEndpoints({ addTagTypes: [CLAIMS_TAG, AVAILABLE_PROMOTIONS_TAG, CHECK_IN_TAG] });

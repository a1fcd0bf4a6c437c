import type { ApiClient } from '@lotto/api-client';

/** Whether each promotion runs, and how many there are (the shape is ours: the platform's was not seen). */
export type AvailablePromotions = Partial<Record<'APP_DOWNLOAD' | 'REFERRAL', { enabled: boolean; count: number }>>;

/**
 * `GET /wps/relay/MCSFE_getMerchantAvailablePromotions`: no token, silent (spec 001 §6, §7), so a
 * visitor gets the member's answer. Single flight: one request however many screens ask at once.
 */
export function merchantAvailablePromotions(api: ApiClient) {
  return api.call<AvailablePromotions>('/wps/relay/MCSFE_getMerchantAvailablePromotions', { singleFlight: true });
}

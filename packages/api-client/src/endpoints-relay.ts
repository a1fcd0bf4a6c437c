import type { ApiClient } from './client';

/**
 * The relay and game calls of spec 001 §7, typed for the features that use them. Fields
 * follow the specification and protocol.md where they name them; the rest stays open.
 */

/** Whether each promotion runs, and how many there are. */
export type AvailablePromotions = Partial<Record<'APP_DOWNLOAD' | 'REFERRAL', { enabled: boolean; count: number }>>;

/** No auth, single flight (spec 001 §7): one request however many screens ask at once; silent when refused. */
export function merchantAvailablePromotions(api: ApiClient) {
  return api.call<AvailablePromotions>('/wps/relay/MCSFE_getMerchantAvailablePromotions', {
    auth: false,
    singleFlight: true,
    alert: false,
  });
}

export interface AnnouncementItem {
  id: string | number;
  title: string;
  content: string;
  promotionType?: string;
  /** A logged in, B logged out, F first login. */
  execution?: 'A' | 'B' | 'F' | string;
}

/** No auth; types PR, platform M, category app_download (spec 001 §7). */
export function listAnnouncements(
  api: ApiClient,
  query: { types?: string; platform?: string; category?: string } = { types: 'PR', platform: 'M' },
) {
  return api.call<AnnouncementItem[]>('/wps/relay/MCSFE_getListAnnouncements', { auth: false, query });
}

export function fcmSubscribe(api: ApiClient, registrationToken: string, topic: string) {
  return api.call<null>('/wps/relay/CSP_fcmSubscribe', { method: 'POST', json: { registrationToken, topic }, alert: false });
}

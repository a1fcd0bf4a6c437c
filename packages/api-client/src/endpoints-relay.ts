import type { ApiClient } from './client';

/**
 * The relay and game calls of spec 001 §7, typed for the features that use them. Fields
 * follow the specification and protocol.md where they name them; the rest stays open.
 */

/** Whether each promotion runs, and how many there are. */
export type AvailablePromotions = Partial<Record<'APP_DOWNLOAD' | 'REFERRAL', { enabled: boolean; count: number }>>;

/** No auth, single flight (spec 001 §7): one request however many screens ask at once; silent when refused. */
export function merchantAvailablePromotions(api: ApiClient) {
  return api.call<AvailablePromotions>('/wps/relay/MCSFE_getMerchantAvailablePromotions', { singleFlight: true });
}

export interface AnnouncementItem {
  id: string | number;
  title: string;
  content: string;
  promotionType?: string;
  /** A logged in, B logged out, F first login. */
  execution?: 'A' | 'B' | 'F' | string;
}

/**
 * Types PR, platform M, category app_download (spec 001 §7). The answer holds one list per type
 * code asked (protocol.md): B in `banners`, PL in `player`, PU in `popup`, PR in `promotion`;
 * a list that is missing means none.
 */
export function listAnnouncements(
  api: ApiClient,
  query: { types?: string; platform?: string; category?: string } = { types: 'PR', platform: 'M' },
) {
  return api.call<Partial<Record<'banners' | 'player' | 'popup' | 'promotion', AnnouncementItem[]>>>(
    '/wps/relay/MCSFE_getListAnnouncements',
    { query },
  );
}

export function fcmSubscribe(api: ApiClient, registrationToken: string, topic: string) {
  return api.call<null>('/wps/relay/CSP_fcmSubscribe', { method: 'POST', json: { registrationToken, topic } });
}

/** Spec 001 §3: `firstDeposit` 'Y' means a prior deposit; protocol.md also saw `allowDeposit` and `depositInfo`. */
export interface DepositSettings {
  totalDepositSuccessCount?: number;
  firstDeposit?: string;
  allowDeposit?: string;
}

/**
 * Session call; protocol.md records no module id for it, so none is sent. Silent on failure: it
 * only decides whether a prompt shows, and a poll must not raise alerts every 30 s.
 */
export function depositSettings(api: ApiClient) {
  return api.call<DepositSettings>('/wps/relay/MCSFE_getDepositSettings');
}

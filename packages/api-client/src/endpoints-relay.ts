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

/** A popup announcement (protocol.md); `forceRead` and `forcePopup` are item flags (ours: not seen live). */
export interface PopupItem {
  id: string | number;
  title: string;
  /** HTML from the platform: sanitise before it reaches the DOM. */
  content: string;
  /** A truthy one adds the go-to-activity button. */
  promotionType?: string;
  /** A logged in, B logged out, F first login. */
  execution?: 'A' | 'B' | 'F' | string;
  forceRead?: boolean;
  forcePopup?: boolean;
}

/** A banner (spec 001 §2, protocol.md); the group says where it shows (home, m_popup1, m_popup2). */
export interface Banner {
  bannerId?: string | number;
  groupName: string;
  /** The image. */
  url: string;
  title?: string;
  linkageType?: 'P' | 'URL' | 'G' | string;
  linkage?: string;
  externalLink?: boolean;
  redirectPromotionId?: string | number;
  roomId?: string;
  nodeId?: string;
  gameType?: string;
  vendor?: string;
}

/** One list per asked type code: B banners, PU popup, PR promotion, PL player (protocol.md). */
export interface AnnouncementLists {
  banners?: Banner[];
  popup?: PopupItem[];
  promotion?: Array<{
    id: string | number;
    title: string;
    category?: string;
    announcementImages?: Array<{ sequence: number; url: string }>;
  }>;
  player?: Array<{ id: string | number; title: string; content: string }>;
}

/** Banner groups (spec 001 §2): home's carousel, and the two welcome-image popups in order. */
export const BANNER_GROUPS = { home: 'home', welcome: ['m_popup1', 'm_popup2'] } as const;

/**
 * Without the session (spec 001 §6); `types` comma-separated (PU, PR, B, PL), platform M. `cache`
 * keeps the answer for the visit in the session-storage GET cache.
 */
export function listAnnouncements(api: ApiClient, query: { types: string; execution?: string; category?: string }, cache = false) {
  return api.call<AnnouncementLists>('/wps/relay/MCSFE_getListAnnouncements', { query: { platform: 'M', ...query }, cache });
}

/**
 * Every banner group at once, kept for the visit: home paints its first banner from it, and the
 * carousel and the welcome images read the same answer later without asking again.
 */
export function listBanners(api: ApiClient) {
  return listAnnouncements(api, { types: 'B' }, true);
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

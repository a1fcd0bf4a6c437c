import type { ApiClient } from './client';
import { LAUNCH_GAME_TIMEOUT_MS } from './constants';

/**
 * The relay and game calls of spec 001 §7, typed for the features that use them. Fields
 * follow the specification and protocol.md where they name them; the rest stays open.
 */

export interface ChatLaunch {
  chatUrl: string;
}

export function launchChat(api: ApiClient, query: { b2c?: string; title?: string; backUrl?: string; language?: string }) {
  return api.call<ChatLaunch>('/wps/relay/CBS_launchChat', { query });
}

export function chatUnreadCount(api: ApiClient) {
  return api.call<{ unReadCount: number }>('/wps/relay/CBS_unreadCount', { alert: false });
}

export interface PromotionAvailability {
  enabled: boolean;
  count: number;
}

/** No auth, single flight (spec 001 §7). */
export function merchantAvailablePromotions(api: ApiClient) {
  return api.call<Record<'APP_DOWNLOAD' | 'REFERRAL' | string, PromotionAvailability>>('/wps/relay/MCSFE_getMerchantAvailablePromotions', {
    auth: false,
    singleFlight: true,
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

export interface PlayerRankProgress {
  currentProgress?: { completedConditions?: number; totalExpectedConditions?: number };
  playerRankProgress?: { labelId?: string | number | null };
}

export function playerRankProgress(api: ApiClient) {
  return api.call<PlayerRankProgress>('/wps/relay/MCSFE_getPlayerRankProgress', { alert: false });
}

export interface DepositSettings {
  totalDepositSuccessCount?: number;
  /** 'Y' means a prior deposit. */
  firstDeposit?: string;
}

export function depositSettings(api: ApiClient) {
  return api.call<DepositSettings>('/wps/relay/MCSFE_getDepositSettings');
}

export function consolidated(api: ApiClient, query?: Record<string, string>) {
  return api.call<Record<string, unknown>>('/wps/relay/MCSFE_getConsolidated', { query });
}

/** `value.scripts`: an HTML string whose script tags the page runs (protocol.md). */
export function customerServiceScript(api: ApiClient) {
  return api.call<{ scripts: string }>('/wps/relay/WPSCORE_getCustomerServiceScript', { alert: false });
}

export interface GameCard {
  accountTypeName: string;
  displayName: string;
  [field: string]: unknown;
}

export interface GameLane {
  title: string;
  cards: GameCard[];
  gameClassify?: Array<{ vendors: string[] }>;
  gameCount?: number;
}

/** Lanes at `value.data.lanes`, on some servers `value.lanes` (protocol.md). */
export function newGameVendor(api: ApiClient) {
  return api.call<{ data?: { lanes: GameLane[] }; lanes?: GameLane[] }>('/wps/relay/GCSGAME_newGameVendor', {
    query: { platform: 'html5' },
  });
}

export function gameTrialLaunch(api: ApiClient, query: { gameId: string; nodeId?: string; platform?: string }) {
  return api.call<{ gameUrl?: string; statusCode?: string }>('/wps/relay/GCS_gameTrialLaunch', { query: { platform: 'html5', ...query } });
}

export interface LaunchGameQuery {
  lottoArea?: string;
  launchMode?: string;
  lottoMode?: string;
  lottoPrizeMode?: string;
  lottoGameCode?: string;
  lottoView?: 'betting' | 'lobby';
  backUrl?: string;
  hasLobby?: boolean;
  language?: string;
  title?: string;
  labelName?: string;
}

/** Needs the session; 10 s limit (spec 001 §7, §9). */
export function launchGame(api: ApiClient, query: LaunchGameQuery) {
  return api.call<{ gameUrl: string }>('/wps/game/launchGame', {
    query: { device: 'MOBILE', ...query },
    timeoutMs: LAUNCH_GAME_TIMEOUT_MS,
  });
}

export function fcmBind(api: ApiClient, registrationToken: string) {
  return api.call<null>('/wps/relay/CSP_fcmBind', { method: 'POST', json: { registrationToken }, alert: false });
}

export function fcmSubscribe(api: ApiClient, registrationToken: string, topic: string) {
  return api.call<null>('/wps/relay/CSP_fcmSubscribe', { method: 'POST', json: { registrationToken, topic }, alert: false });
}

/** The unsubscribe path is not in the specification; this is the simulator's, documented in its README. */
export function fcmUnsubscribe(api: ApiClient, registrationToken: string) {
  return api.call<null>('/wps/relay/CSP_fcmUnsubscribe', {
    method: 'POST',
    json: { registrationToken, unsubscribeAll: true },
    alert: false,
  });
}

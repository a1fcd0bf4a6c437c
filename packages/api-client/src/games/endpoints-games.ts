import type { ApiClient } from '../client';

/**
 * The game calls of spec 001 §7 (protocol.md, Games). Their own entry, `@lotto/api-client/games`,
 * so they travel with the games feature's chunk rather than with the first screen's client.
 */

/** Spec 001 §9: a game launch waits at most 10 s for its address. */
export const LAUNCH_GAME_TIMEOUT_MS = 10_000;

/**
 * A game address is for one use, and a retry must be sent at once: without this header a retry of
 * a launch still pending (same address) waits behind the browser's cache lock on that address.
 * The platform already accepts the header (the RSA key call sends it).
 */
const FRESH = { 'Cache-Control': 'no-cache' };

interface GameCard {
  /** The vendor code as the specification names it; the live platform sends `vassalage` (protocol.md): accept both. */
  accountTypeName?: string;
  vassalage?: string;
  displayName: string;
  [field: string]: unknown;
}

export interface GameLane {
  title: string;
  cards: GameCard[];
  gameClassify?: Array<{ vendors?: string[]; displayName?: string; key?: string; gameCount?: number }>;
  gameCount?: number;
}

/** Lanes at `value.data.lanes`, on some servers `value.lanes` (protocol.md). No module id; the lobby shows its own error. */
export function newGameVendor(api: ApiClient) {
  return api.call<{ data?: { lanes: GameLane[] }; lanes?: GameLane[] }>('/wps/relay/GCSGAME_newGameVendor', {
    query: { platform: 'html5' },
    alert: false,
  });
}

export interface TrialLaunchQuery {
  gameId: string | number;
  nodeId: string | number;
  /** Spec 001 §7: html5 unless the caller says otherwise. */
  platform?: string;
}

/**
 * A free trial: no module id, no token (the call registry, calls.ts). `gameUrl`, or in the synchronous variant
 * `statusCode` beside it. The page that asked shows the failure itself.
 */
export function gameTrialLaunch(api: ApiClient, { platform = 'html5', ...query }: TrialLaunchQuery) {
  return api.call<{ gameUrl?: string; statusCode?: number | string }>('/wps/relay/GCS_gameTrialLaunch', {
    // Ends with the launch's 10 s wait: a request left running would hold the browser's cache lock
    // on this same address, and the player's retry would queue behind it instead of being sent.
    timeoutMs: LAUNCH_GAME_TIMEOUT_MS,
    headers: FRESH,
    alert: false,
    query: { ...query, platform },
  });
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
  /** A game that is not a lottery: its vendor and game code (the simulator's README; not recorded from the platform). */
  vendor?: string;
  gameCode?: string;
}

/**
 * Needs the session; its module id (GAMELO3) comes from the call registry (calls.ts); 10 s limit (spec 001 §7, §9). No alert: the
 * game page shows the failure with its retry.
 */
export function launchGame(api: ApiClient, query: LaunchGameQuery) {
  return api.call<{ gameUrl: string }>('/wps/game/launchGame', {
    query: { device: 'MOBILE', ...query },
    timeoutMs: LAUNCH_GAME_TIMEOUT_MS,
    headers: FRESH,
    alert: false,
  });
}

import type { ApiClient } from '@lotto/api-client';

/**
 * The game launch calls (spec 001 §7; docs/platform-calls.md, Games): a game's address, for real
 * money or as a free trial, each for one use and within the launch's 10 s.
 */

/** Spec 001 §9: a game launch waits at most 10 s for its address. */
export const LAUNCH_GAME_TIMEOUT_MS = 10_000;

/**
 * A game address is for one use, and a retry must be sent at once: without this header a retry of
 * a launch still pending (same address) waits behind the browser's cache lock on that address.
 * The platform already accepts the header (the RSA key call sends it).
 */
const FRESH = { 'Cache-Control': 'no-cache' };

interface TrialLaunchQuery {
  gameId: string | number;
  nodeId: string | number;
  /** Spec 001 §7: html5 unless the caller says otherwise. */
  platform?: string;
}

/**
 * `GET /wps/relay/GCS_gameTrialLaunch`, a free trial: no module id, no token (the call registry).
 * `gameUrl`, or in the synchronous variant `statusCode` beside it. The page that asked shows the
 * failure itself.
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
 * `GET /wps/game/launchGame`, with the session; its module id (GAMELO3) comes from the call
 * registry; 10 s limit (spec 001 §7, §9). No alert: the game page shows the failure with its retry.
 */
export function launchGame(api: ApiClient, query: LaunchGameQuery) {
  return api.call<{ gameUrl: string }>('/wps/game/launchGame', {
    query: { device: 'MOBILE', ...query },
    timeoutMs: LAUNCH_GAME_TIMEOUT_MS,
    headers: FRESH,
    alert: false,
  });
}

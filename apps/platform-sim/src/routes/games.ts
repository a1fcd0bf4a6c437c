import type { Context, Hono } from 'hono';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { gamePageUrl } from '../stand-ins/game-page';
import { onRequestHost } from '../serving/request-host';
import { SEA_LOTTERY_VENDOR } from '../seed/games';
import type { SeedGame } from '../seed/game-catalogue';
import { authenticate } from '../wps/session-auth';
import { gameByNodeId } from './game-items';

const LAUNCH_MODE_LOTT = 'LOTT';
const SEA_LOTTO_MODE = 'SEA_Tradition_Mobile';
const MOBILE_DEVICE = 'MOBILE';
const TRIAL_PLATFORM = 'html5';
/** Ours: the trial's synchronous variant reports 0 for a game ready to play. */
const TRIAL_READY = 0;
/** Ours: how many recently played games a member's list keeps. */
const RECENT_GAMES_KEPT = 12;

function gamesOf(c: Context<WpsEnv>): readonly SeedGame[] {
  return c.get('merchant').seed.games;
}

/**
 * The game page lives on another origin than the app, as a real provider's does: the first line
 * host (another port), named by the host the app was opened at, so an app opened at localhost gets
 * a game on localhost (the app lets a game through on its own host, any port). Without line hosts,
 * the app's own origin.
 */
function gameOrigin(c: Context<WpsEnv>, lineOrigins: readonly string[]): string {
  const line = lineOrigins[0];
  return line === undefined ? new URL(c.req.url).origin : onRequestHost(line, c.req.url);
}

/** The game a launch names: its code (or, from a list item without one, its node id); a lottery without a code, by vendor. */
function launchedGame(c: Context<WpsEnv>, code: string | undefined, vendor: string | undefined, lottery: boolean): SeedGame | undefined {
  if (code) return gamesOf(c).find((game) => game.gameCode === code) ?? gameByNodeId(c, code);
  return gamesOf(c).find((game) => game.vassalage === vendor || (lottery && game.gameType === LAUNCH_MODE_LOTT));
}

/**
 * GCSGAME_newGameVendor (no session needed: visitors see the lobby), `/wps/game/launchGame`
 * (GAMELO3, session) and GCS_gameTrialLaunch (no session). See the README's Games section.
 */
export function registerGameRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/relay/GCSGAME_newGameVendor', (c) => {
    const { lanes, lanesAt } = c.get('merchant').seed;
    return sendOk(c, lanesAt === 'data' ? { data: { lanes } } : { lanes });
  });

  router.get('/game/launchGame', (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    const query = c.req.query();
    const lottery = query.launchMode === LAUNCH_MODE_LOTT || query.lottoMode === SEA_LOTTO_MODE;
    if (query.device !== MOBILE_DEVICE || (!lottery && !query.vendor)) {
      return sendFailure(c, ERROR_CODES.gameLaunchInvalid, 'Launch parameters are not valid');
    }
    const game = launchedGame(c, query.lottoGameCode ?? query.gameCode, query.vendor?.toUpperCase(), lottery);
    if (game === undefined) return sendFailure(c, ERROR_CODES.gameNotFound, 'Game not found');
    if (query.lottoMode === SEA_LOTTO_MODE && game.vassalage !== SEA_LOTTERY_VENDOR) {
      return sendFailure(c, ERROR_CODES.gameLaunchInvalid, 'SEA mode is for the SEA lottery only');
    }
    const recent = auth.member.recentGames.filter((nodeId) => nodeId !== game.nodeId);
    auth.member.recentGames = [game.nodeId, ...recent].slice(0, RECENT_GAMES_KEPT);
    const gameUrl = gamePageUrl(gameOrigin(c, state.lines.origins()), {
      vendor: game.vassalage,
      code: game.gameCode,
      view: query.lottoView ?? '',
      area: query.lottoArea ?? '',
      mode: query.lottoMode ?? query.launchMode ?? '',
      language: query.language ?? '',
      player: auth.member.username,
    });
    return sendOk(c, { gameUrl });
  });

  router.get('/relay/GCS_gameTrialLaunch', (c) => {
    const { gameId, nodeId, platform = TRIAL_PLATFORM, sync } = c.req.query();
    const game = gameByNodeId(c, nodeId);
    if (game === undefined || platform !== TRIAL_PLATFORM) return sendFailure(c, ERROR_CODES.gameNotFound, 'Game not found');
    if (game.gameId === undefined || String(game.gameId) !== gameId)
      return sendFailure(c, ERROR_CODES.gameTrialUnavailable, 'No free trial for this game');
    const gameUrl = gamePageUrl(gameOrigin(c, state.lines.origins()), {
      vendor: game.vassalage,
      code: game.gameCode,
      view: 'trial',
      area: '',
      mode: 'TRIAL',
      language: '',
      player: '',
    });
    return sendOk(c, sync === undefined ? { gameUrl } : { statusCode: TRIAL_READY, gameUrl });
  });
}

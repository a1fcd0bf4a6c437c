import type { Context, Hono } from 'hono';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { gamePageUrl } from '../stand-ins/game-page';
import { loopbackAliasOrigin } from '../serving/loopback-alias';
import { SEA_LOTTERY_VENDOR, type SeedCard } from '../seed/games';
import { authenticate } from '../wps/session-auth';

const LAUNCH_MODE_LOTT = 'LOTT';
const SEA_LOTTO_MODE = 'SEA_Tradition_Mobile';
const MOBILE_DEVICE = 'MOBILE';
const TRIAL_PLATFORM = 'html5';
/** Ours: the trial's synchronous variant reports 0 for a game ready to play. */
const TRIAL_READY = 0;

function cardsOf(c: Context<WpsEnv>): SeedCard[] {
  return c.get('merchant').seed.lanes.flatMap((lane) => lane.cards);
}

function vendorOf(card: SeedCard): string {
  return (card.accountTypeName ?? card.vassalage ?? '').toUpperCase();
}

/**
 * The game page lives on another origin than the app, as a real provider's does: the first line
 * host (same host name, another port), or without line hosts the other loopback name.
 */
function gameOrigin(c: Context<WpsEnv>, lineOrigins: readonly string[]): string {
  return lineOrigins[0] ?? loopbackAliasOrigin(c.req.url) ?? new URL(c.req.url).origin;
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
    const code = query.lottoGameCode ?? query.gameCode;
    const card = cardsOf(c).find((candidate) =>
      code
        ? candidate.gameCode === code
        : lottery
          ? vendorOf(candidate) === query.vendor || candidate.gameType === LAUNCH_MODE_LOTT
          : vendorOf(candidate) === query.vendor,
    );
    if (card === undefined) return sendFailure(c, ERROR_CODES.gameNotFound, 'Game not found');
    if (query.lottoMode === SEA_LOTTO_MODE && vendorOf(card) !== SEA_LOTTERY_VENDOR) {
      return sendFailure(c, ERROR_CODES.gameLaunchInvalid, 'SEA mode is for the SEA lottery only');
    }
    const gameUrl = gamePageUrl(gameOrigin(c, state.lines.origins()), {
      vendor: vendorOf(card),
      code: card.gameCode,
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
    const card = cardsOf(c).find((candidate) => String(candidate.nodeId) === nodeId);
    if (card === undefined || platform !== TRIAL_PLATFORM) return sendFailure(c, ERROR_CODES.gameNotFound, 'Game not found');
    if (card.gameId === undefined || String(card.gameId) !== gameId)
      return sendFailure(c, ERROR_CODES.gameTrialUnavailable, 'No free trial for this game');
    const gameUrl = gamePageUrl(gameOrigin(c, state.lines.origins()), {
      vendor: vendorOf(card),
      code: card.gameCode,
      view: 'trial',
      area: '',
      mode: 'TRIAL',
      language: '',
      player: '',
    });
    return sendOk(c, sync === undefined ? { gameUrl } : { statusCode: TRIAL_READY, gameUrl });
  });
}

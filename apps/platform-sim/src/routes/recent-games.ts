import type { Hono } from 'hono';
import { sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { authenticate } from '../wps/session-auth';
import { gameItem, gamesById, moduleIdRefusal } from './game-items';

const RECENT_GAMES_MODULE_ID = 'GAMELOREC3';

/**
 * GET /wps/relay/GCS_recentGame (GAMELOREC3, session): the games the member launched, newest first,
 * as a bare list of game items. Ours: the platform's parameters and answer were not seen; every
 * successful launch records its game (routes/games.ts).
 */
export function registerRecentGameRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/relay/GCS_recentGame', (c) => {
    const refused = moduleIdRefusal(c, [RECENT_GAMES_MODULE_ID]);
    if (refused) return refused;
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    return sendOk(c, gamesById(c, auth.member.recentGames).map(gameItem));
  });
}

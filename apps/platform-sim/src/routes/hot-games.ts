import type { Hono } from 'hono';
import { sendOk } from '../protocol/envelope';
import type { WpsEnv } from '../wps/env';
import { gameItem, gamesById, moduleIdRefusal } from './game-items';

const HOT_GAMES_MODULE_ID = 'GAMELOHOT3';

/**
 * GET /wps/relay/GCSGAME_hotGamesV2 (GAMELOHOT3, no session): `{ list }`, the merchant's hot games
 * (seed `hotGames`) as game items. `merchantCode`, `isPlatform`, `vassalage`, `platform` and
 * `language` are taken and not used.
 */
export function registerHotGameRoutes(router: Hono<WpsEnv>): void {
  router.get('/relay/GCSGAME_hotGamesV2', (c) => {
    const refused = moduleIdRefusal(c, [HOT_GAMES_MODULE_ID]);
    if (refused) return refused;
    return sendOk(c, { list: gamesById(c, c.get('merchant').seed.hotGames).map(gameItem) });
  });
}

import type { Hono } from 'hono';
import { sendOk } from '../protocol/envelope';
import type { WpsEnv } from '../wps/env';
import { gameItem, moduleIdRefusal, pageOf } from './game-items';

/** The platform's page size for game lists (docs/platform-calls.md, `GCSGAME_gameList`). */
const GAME_LIST_PAGE_SIZE = 24;
const GAME_LIST_MODULE_ID = 'GAMELO3';

/**
 * GET /wps/relay/GCSGAME_gameList (GAMELO3; the session when there is one, visitors too): the
 * merchant's games of one vendor (`vassalage`) and, when not empty, one `gameType`, whose name
 * holds `gameName` (any case), a page at a time (`pageNo` from 1, `pageSize`). `{ games,
 * totalPages, totalCount }`. `clientType`, `platform`, `merchant`, `gameClassify` and `language`
 * are taken and not used: the simulator's games have one name in every language.
 */
export function registerGameListRoutes(router: Hono<WpsEnv>): void {
  router.get('/relay/GCSGAME_gameList', (c) => {
    const refused = moduleIdRefusal(c, [GAME_LIST_MODULE_ID]);
    if (refused) return refused;
    const { vassalage = '', gameType = '', gameName = '', pageNo, pageSize } = c.req.query();
    const vendor = vassalage.trim().toUpperCase();
    const type = gameType.trim().toUpperCase();
    const search = gameName.trim().toLowerCase();
    const matching = c
      .get('merchant')
      .seed.games.filter(
        (game) =>
          (vendor === '' || game.vassalage === vendor) &&
          (type === '' || game.gameType === type) &&
          (search === '' || game.gameName.toLowerCase().includes(search)),
      );
    const page = pageOf(matching, pageNo, pageSize, GAME_LIST_PAGE_SIZE);
    return sendOk(c, { games: page.items.map(gameItem), pageNo: page.pageNo, totalPages: page.totalPages, totalCount: page.totalCount });
  });
}

import type { Hono } from 'hono';
import { sendOk } from '../protocol/envelope';
import type { WpsEnv } from '../wps/env';
import { gameByNodeId, moduleIdRefusal } from './game-items';

const WINNER_BOARD_MODULE_ID = 'COMM3';
/** The desktop client's count when the query names none. */
const DEFAULT_LIMIT = 20;

/**
 * GET /wps/relay/ODSFE2_getWinnerBoard (COMM3, no session; `gameCategory=ALL`, `language`,
 * `limitNum`): `{ list }`, at most `limitNum` rows by amount, each row's fields under `vo` as the
 * platform sends them: `customerName` (masked), `winAmount`, `gameName`, `iconUrl`, `nodeId`,
 * `gameType`, `vendor`; and, ours, `gameCode` (what the launch takes).
 */
export function registerWinnerBoardRoutes(router: Hono<WpsEnv>): void {
  router.get('/relay/ODSFE2_getWinnerBoard', (c) => {
    const refused = moduleIdRefusal(c, [WINNER_BOARD_MODULE_ID]);
    if (refused) return refused;
    const limit = Number(c.req.query('limitNum'));
    const rows = c.get('merchant').seed.winners.slice(0, Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_LIMIT);
    const list = rows.flatMap((row) => {
      const game = gameByNodeId(c, row.nodeId);
      if (game === undefined) return [];
      const { gameName, iconUrl, nodeId, gameType, vassalage: vendor, gameCode } = game;
      return [{ vo: { customerName: row.customerName, winAmount: row.winAmount, gameName, iconUrl, nodeId, gameType, vendor, gameCode } }];
    });
    return sendOk(c, { list });
  });
}

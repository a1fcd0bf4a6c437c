import type { Context, Hono } from 'hono';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { readJsonObject } from '../wps/json-body';
import { authenticate } from '../wps/session-auth';
import { gameByNodeId, gameItem, gamesById, moduleIdRefusal, pageOf } from './game-items';

/** The module id the platform's desktop client sends; another of its registries names GAMELO3. */
const FAVOURITES_MODULE_IDS = ['GAMELOFAV3', 'GAMELO3'];
const FAVOURITES_PAGE_SIZE = 24;

/** The add's and remove's `nodeId`: from the JSON body (the add) or the query (the remove); either is taken for both. */
async function nodeIdOf(c: Context<WpsEnv>): Promise<unknown> {
  const body = c.req.method === 'POST' ? await readJsonObject(c) : null;
  return body?.nodeId ?? c.req.query('nodeId');
}

/**
 * The member's favourite games (docs/platform-calls.md, Favourites), session needed for all four:
 * GET MCSFE_getFavoriteGames: the node ids, newest first (numbers);
 * GET MCSFE_getFavoriteGamesList (`pageNo`, `pageSize`, `gameType`, `language`): `{ content,
 * pageNum, totalPages }`, the games as items;
 * POST MCSFE_addFavoriteGameV2 and DELETE MCSFE_removeFavoriteGameV2 (`nodeId`, `vendor`,
 * `gameType`): add or remove one, answering the ids as they are now (ours: the answer was not
 * seen). An unknown game is `game.not.found`; adding a favourite twice or removing one that is
 * not there changes nothing.
 */
export function registerFavouriteGameRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/relay/MCSFE_getFavoriteGames', (c) => {
    const refused = moduleIdRefusal(c, FAVOURITES_MODULE_IDS);
    if (refused) return refused;
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    return sendOk(c, [...auth.member.favouriteGames]);
  });

  router.get('/relay/MCSFE_getFavoriteGamesList', (c) => {
    const refused = moduleIdRefusal(c, FAVOURITES_MODULE_IDS);
    if (refused) return refused;
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    const type = (c.req.query('gameType') ?? '').trim().toUpperCase();
    const games = gamesById(c, auth.member.favouriteGames).filter((game) => type === '' || game.gameType === type);
    const page = pageOf(games, c.req.query('pageNo'), c.req.query('pageSize'), FAVOURITES_PAGE_SIZE);
    return sendOk(c, { content: page.items.map(gameItem), pageNum: page.pageNo, totalPages: page.totalPages });
  });

  const change = (add: boolean) => async (c: Context<WpsEnv>) => {
    const refused = moduleIdRefusal(c, FAVOURITES_MODULE_IDS);
    if (refused) return refused;
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    const game = gameByNodeId(c, await nodeIdOf(c));
    if (game === undefined) return sendFailure(c, ERROR_CODES.gameNotFound, 'Game not found');
    const others = auth.member.favouriteGames.filter((nodeId) => nodeId !== game.nodeId);
    auth.member.favouriteGames = add ? [game.nodeId, ...others] : others;
    return sendOk(c, [...auth.member.favouriteGames]);
  };
  router.post('/relay/MCSFE_addFavoriteGameV2', change(true));
  router.delete('/relay/MCSFE_removeFavoriteGameV2', change(false));
}

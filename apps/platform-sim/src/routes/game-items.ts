import type { Context } from 'hono';
import { ERROR_CODES, sendFailure } from '../protocol/envelope';
import type { SeedGame } from '../seed/game-catalogue';
import type { WpsEnv } from '../wps/env';

const HTTP_BAD_REQUEST = 400;

/**
 * A game as the platform's lists carry it (docs/platform-calls.md, `GCSGAME_gameList`): `iconUrl`
 * (a path under the image CDN), `gameName` and `displayName`, `nodeId`, `vassalage`, `gameType`;
 * and, ours, `gameCode` (what the launch takes), `gameId` (a free trial) and a lottery's `prizeMode`.
 */
export function gameItem(game: SeedGame) {
  return {
    nodeId: game.nodeId,
    gameName: game.gameName,
    displayName: game.gameName,
    vassalage: game.vassalage,
    gameType: game.gameType,
    iconUrl: game.iconUrl,
    gameCode: game.gameCode,
    ...(game.gameId === undefined ? {} : { gameId: game.gameId }),
    ...(game.prizeMode === undefined ? {} : { prizeMode: game.prizeMode }),
  };
}

/** The merchant's games by node id, in the order of the ids given; unknown ids are skipped. */
export function gamesById(c: Context<WpsEnv>, nodeIds: readonly number[]): SeedGame[] {
  const { games } = c.get('merchant').seed;
  return nodeIds.flatMap((nodeId) => games.filter((game) => game.nodeId === nodeId));
}

/** The one merchant game a node id names (a number or its text), or undefined. */
export function gameByNodeId(c: Context<WpsEnv>, nodeId: unknown): SeedGame | undefined {
  const wanted = String(nodeId ?? '').trim();
  return wanted === '' ? undefined : c.get('merchant').seed.games.find((game) => String(game.nodeId) === wanted);
}

/** Refuses a call without one of the module ids the platform's clients send with it (400 function.not.available), else null. */
export function moduleIdRefusal(c: Context<WpsEnv>, accepted: readonly string[]): Response | null {
  if (accepted.includes(c.req.header('moduleid') ?? '')) return null;
  return sendFailure(c, ERROR_CODES.functionNotAvailable, `This call needs the ModuleId ${accepted.join(' or ')}`, HTTP_BAD_REQUEST);
}

/** One page of a list (1-based `pageNo`), with how many pages there are; a size outside 1..100 is the default. */
export function pageOf<T>(items: readonly T[], pageNo: unknown, pageSize: unknown, defaultSize: number) {
  const size = Number(pageSize);
  const perPage = Number.isInteger(size) && size >= 1 && size <= 100 ? size : defaultSize;
  const number = Math.max(1, Math.floor(Number(pageNo)) || 1);
  return {
    items: items.slice((number - 1) * perPage, number * perPage),
    pageNo: number,
    totalPages: Math.ceil(items.length / perPage),
    totalCount: items.length,
  };
}

import { platformApi } from '@lotto/app-core/server-data';
import { readGameItems, type GameItem } from './game-item';

/**
 * Recently played's answer was never seen (docs/platform-calls.md, `GCS_recentGame`): ours is a
 * list of game items in the game list's shape, taken bare or under `list`, `games` or `content`.
 */
export function readRecentGames(value: unknown): GameItem[] {
  if (Array.isArray(value)) return readGameItems(value);
  const wrapped = (value ?? {}) as { list?: unknown; games?: unknown; content?: unknown };
  return readGameItems(wrapped.list ?? wrapped.games ?? wrapped.content);
}

/**
 * `GET /wps/relay/GCS_recentGame` (GAMELOREC3, the member's, silent), no parameters (ours). The
 * session token is the argument, so the next member never sees the last one's games; nothing is
 * kept once the row is gone.
 */
export const recentGamesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    recentGames: build.query<GameItem[], string>({
      query: () => ({ path: '/wps/relay/GCS_recentGame' }),
      transformResponse: readRecentGames,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useRecentGamesQuery } = recentGamesApi;

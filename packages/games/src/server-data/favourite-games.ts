import { platformApi } from '@lotto/app-core/server-data';
import { GAME_LIST_PAGE_SIZE } from '../constants';
import { readGameItems, type GameItem } from './game-item';
import { nextPageNo, type GamePage } from './game-list';

/** Marks what a favourite toggle makes stale: the ids and the favourites' list. */
const FAVOURITES_TAG = 'FavouriteGames';

/** A toggle: whose favourites (the session token, the cache key of the ids) and which game. */
interface FavouriteChange {
  token: string;
  game: Pick<GameItem, 'nodeId' | 'vendor' | 'gameType'>;
}

/** The ids as the platform gives them: strings or numbers, bare or under `list` (read as strings). */
export function readFavouriteIds(value: unknown): string[] {
  const list = Array.isArray(value) ? value : (value as { list?: unknown } | null)?.list;
  return Array.isArray(list) ? list.filter((id) => typeof id === 'string' || typeof id === 'number').map(String) : [];
}

/** The ids once a toggle has gone through: an added game first, a removed one gone. */
export function toggledIds(ids: readonly string[], nodeId: string, favourite: boolean): string[] {
  const others = ids.filter((id) => id !== nodeId);
  return favourite ? [nodeId, ...others] : others;
}

const tagged = platformApi.enhanceEndpoints({ addTagTypes: [FAVOURITES_TAG] });

/**
 * A member's favourite games (docs/platform-calls.md, Favourites; GAMELOFAV3, token, silent: a
 * failed toggle is undone with the lobby's own message). The session token is every query's
 * argument, so the next member never shares the last one's.
 * - `MCSFE_getFavoriteGames`: the node ids, for the hearts; nothing kept once no heart shows.
 * - `MCSFE_getFavoriteGamesList`: the games, 24 a page (`pageNo`, `pageSize`, `gameType` empty,
 *   `language`), answered `{ content, pageNum, totalPages }`.
 * - `MCSFE_addFavoriteGameV2` (POST, a JSON body) and `MCSFE_removeFavoriteGameV2` (DELETE, the
 *   query): `nodeId`, `vendor`, `gameType` (how they travel is ours). The heart turns at once (the
 *   ids' cache is patched), and back if the platform refuses; a toggle that went through asks the
 *   ids and the list again.
 */
const favouriteGamesApi = tagged.injectEndpoints({
  endpoints: (build) => {
    const change = (favourite: boolean) =>
      build.mutation<unknown, FavouriteChange>({
        query: ({ game }) => {
          const fields = { nodeId: game.nodeId, vendor: game.vendor, gameType: game.gameType };
          return favourite
            ? { path: '/wps/relay/MCSFE_addFavoriteGameV2', method: 'POST', json: fields }
            : { path: '/wps/relay/MCSFE_removeFavoriteGameV2', method: 'DELETE', query: fields };
        },
        async onQueryStarted({ token, game }, { dispatch, queryFulfilled }) {
          const patch = dispatch(
            favouriteGamesApi.util.updateQueryData('favouriteGameIds', token, (ids) => toggledIds(ids, game.nodeId, favourite)),
          );
          await queryFulfilled.catch(() => patch.undo());
        },
        invalidatesTags: (_result, error) => (error ? [] : [FAVOURITES_TAG]),
      });
    return {
      favouriteGameIds: build.query<string[], string>({
        query: () => ({ path: '/wps/relay/MCSFE_getFavoriteGames' }),
        transformResponse: readFavouriteIds,
        providesTags: [FAVOURITES_TAG],
        keepUnusedDataFor: 0,
      }),
      favouriteGames: build.infiniteQuery<GamePage, { token: string; language: string }, number>({
        infiniteQueryOptions: {
          initialPageParam: 1,
          getNextPageParam: (lastPage, _allPages, lastPageParam) => nextPageNo(lastPage, lastPageParam),
        },
        query: ({ queryArg, pageParam }) => ({
          path: '/wps/relay/MCSFE_getFavoriteGamesList',
          query: { pageNo: pageParam, pageSize: GAME_LIST_PAGE_SIZE, gameType: '', language: queryArg.language },
        }),
        transformResponse: (value: { content?: unknown; totalPages?: unknown } | null) => ({
          games: readGameItems(value?.content),
          totalPages: Math.max(0, Number(value?.totalPages) || 0),
        }),
        providesTags: [FAVOURITES_TAG],
        keepUnusedDataFor: 0,
      }),
      addFavouriteGame: change(true),
      removeFavouriteGame: change(false),
    };
  },
});

export const { useFavouriteGameIdsQuery, useFavouriteGamesInfiniteQuery, useAddFavouriteGameMutation, useRemoveFavouriteGameMutation } =
  favouriteGamesApi;

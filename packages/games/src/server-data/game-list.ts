import { platformApi } from '@lotto/app-core/server-data';
import { GAME_LIST_PAGE_SIZE, MOBILE_CLIENT_TYPE } from '../constants';
import { readGameItems, type GameItem } from './game-item';

/** One page of a game list, as the lists' pages come (a vendor's games, the favourites). */
export interface GamePage {
  games: GameItem[];
  /** Pages the whole list has; 0 when the platform did not say. */
  totalPages: number;
  /** Games the whole list has, when the platform says. */
  totalCount?: number;
}

/** What names one list: the vendor and its game type, the search, and who asks in which language. */
interface GameListArg {
  /** The vendor code as the lanes' card names it (`vassalage`). */
  vendor: string;
  gameType: string;
  /** The searched name; empty for every game. */
  search: string;
  merchantCode: string;
  language: string;
}

/** The page after `pageNo`: while the platform says there are more, or, when it does not say, while a page comes full. */
export function nextPageNo(page: GamePage, pageNo: number, pageSize = GAME_LIST_PAGE_SIZE): number | undefined {
  if (page.totalPages > 0) return pageNo < page.totalPages ? pageNo + 1 : undefined;
  return page.games.length >= pageSize ? pageNo + 1 : undefined;
}

function count(value: unknown): number {
  const number = Number(value);
  return Number.isFinite(number) && number >= 0 ? number : 0;
}

function readGamePage(value: { games?: unknown; totalPages?: unknown; totalCount?: unknown } | null): GamePage {
  return {
    games: readGameItems(value?.games),
    totalPages: count(value?.totalPages),
    ...(value?.totalCount === undefined ? {} : { totalCount: count(value.totalCount) }),
  };
}

/**
 * `GET /wps/relay/GCSGAME_gameList` (GAMELO3, the token when there is one, silent: the page shows
 * its own error and retry), 24 games a page from page 1, asked page by page as the player scrolls
 * (RTK Query's infinite query: one cache entry per vendor, game type, search and language, the
 * pages kept together). `clientType=2`, `platform=html5`, `merchant`, `gameClassify` empty,
 * `gameName` the search.
 */
const gameListApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    gameList: build.infiniteQuery<GamePage, GameListArg, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (lastPage, _allPages, lastPageParam) => nextPageNo(lastPage, lastPageParam),
      },
      query: ({ queryArg, pageParam }) => ({
        path: '/wps/relay/GCSGAME_gameList',
        query: {
          clientType: MOBILE_CLIENT_TYPE,
          platform: 'html5',
          merchant: queryArg.merchantCode,
          gameType: queryArg.gameType,
          vassalage: queryArg.vendor,
          gameClassify: '',
          pageNo: pageParam,
          pageSize: GAME_LIST_PAGE_SIZE,
          language: queryArg.language,
          gameName: queryArg.search,
        },
      }),
      transformResponse: readGamePage,
    }),
  }),
});

export const { useGameListInfiniteQuery } = gameListApi;

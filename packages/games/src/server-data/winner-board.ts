import { platformApi } from '@lotto/app-core/server-data';
import { WINNER_BOARD_CATEGORY, WINNER_BOARD_LIMIT } from '../constants';
import { readGameItem, type GameItem } from './game-item';

/** A row of the winners board: who (masked by the platform), how much, on which game. */
export interface Winner {
  customerName: string;
  winAmount: number;
  game: GameItem;
}

interface WinnerRowWire {
  customerName?: string;
  winAmount?: number | string;
}

/** The rows at `value.list`, each row's fields under `vo` (a row without `vo` is read as it is). */
function readWinners(value: unknown): Winner[] {
  const list = (value as { list?: unknown } | null)?.list;
  if (!Array.isArray(list)) return [];
  return list.flatMap((row: unknown) => {
    const fields = ((row as { vo?: unknown } | null)?.vo ?? row) as WinnerRowWire | null;
    const game = readGameItem(fields);
    const winAmount = Number(fields?.winAmount);
    if (!fields || !game || !Number.isFinite(winAmount)) return [];
    return [{ customerName: String(fields.customerName ?? ''), winAmount, game }];
  });
}

/**
 * `GET /wps/relay/ODSFE2_getWinnerBoard` (COMM3, no token, silent: the board shows its own error):
 * `gameCategory=ALL`, `language`, `limitNum`. Rows as the platform sorts them (by amount). Cached
 * per language for RTK Query's default minute, so home and a return to it share one answer.
 */
export const winnerBoardApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    winnerBoard: build.query<Winner[], { language: string }>({
      query: ({ language }) => ({
        path: '/wps/relay/ODSFE2_getWinnerBoard',
        query: { gameCategory: WINNER_BOARD_CATEGORY, language, limitNum: WINNER_BOARD_LIMIT },
      }),
      transformResponse: readWinners,
    }),
  }),
});

export const { useWinnerBoardQuery } = winnerBoardApi;

import { playerRankProgress, type RankProgressValue } from '@lotto/app-core';
import type { ApiClient } from '@lotto/api-client';
import { promotionsApi } from './tags';

/** An actual figure against the one expected, as a third party saw the rank progress carry turnover. */
interface TurnoverFigure {
  actual?: number | string | null;
  expected?: number | string | null;
}

/** The rank progress with what the VIP page reads beyond app-core's progress (docs/platform-calls.md, Rank). */
export type RankProgressDetail = RankProgressValue & {
  playerRankProgress?: RankProgressValue['playerRankProgress'] & { playerRankName?: string | null };
  currentProgress?: RankProgressValue['currentProgress'] & {
    monthlyTurnover?: TurnoverFigure | null;
    totalTurnover?: TurnoverFigure | null;
  };
};

/**
 * The VIP page's progress: app-core's `MCSFE_getPlayerRankProgress` call (the resource is
 * app-core's, which asks it at login for the VIP card), kept here as a member's resource keyed by
 * the session's token, asked when the page shows.
 */
const rankProgressApi = promotionsApi.injectEndpoints({
  endpoints: (build) => ({
    rankProgressDetail: build.query<RankProgressDetail, string>({
      queryFn: async (_token, { extra }) => {
        const result = await playerRankProgress((extra as { api: ApiClient }).api);
        if (result.success) return { data: (result.value ?? {}) as RankProgressDetail };
        return { error: { status: result.status, errorCode: result.errorCode, message: result.message } };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useRankProgressDetailQuery } = rankProgressApi;

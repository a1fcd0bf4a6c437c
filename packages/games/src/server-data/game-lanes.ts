import { platformApi } from '@lotto/app-core/server-data';

/**
 * The lanes `GCSGAME_newGameVendor` answers (spec 001 §3; docs/platform-calls.md, Games). Only the
 * title and the cards are certain; the rest is optional because deployments differ.
 */
export interface GameCard {
  /** The vendor code as the specification names it. */
  accountTypeName?: string;
  /** The vendor code as the live platform sends it: either spelling is accepted. */
  vassalage?: string;
  displayName: string;
  gameType?: string;
  /** Icon address, relative to the image CDN or absolute. */
  icon?: string;
  gameCode?: string;
  nodeId?: string | number;
  /** Present when the game offers a free trial. */
  gameId?: string | number;
  /** Lottery prize mode, for the launch call's `lottoPrizeMode`. */
  prizeMode?: string;
  /** Ours: the vendor's games in this category, when it has a list of them (`GCSGAME_gameList`) rather than one game. */
  gameCount?: number;
}

export interface GameClassify {
  displayName?: string;
  key?: string;
  gameCount?: number;
  vendors?: string[];
}

export interface Lane {
  /** The game category: RNG, LIVE, FISH, SPORTS, PVP, ELOTT, LOTT, … */
  title: string;
  cards?: GameCard[];
  gameClassify?: GameClassify[];
  gameCount?: number;
}

/** The answer: lanes at `value.data.lanes`, on some servers `value.lanes`. */
interface GameVendorValue {
  data?: { lanes?: Lane[] };
  lanes?: Lane[];
}

/**
 * `GET /wps/relay/GCSGAME_newGameVendor?platform=html5` (no module id; the lobby shows its own
 * error, so no alert): the lanes home and /m/game share, asked once per visit (kept for as long
 * as the page lives) unless they failed, which a later screen or the retry asks again. An answer
 * without lanes in either form is a failure.
 */
export const gameLanesApi = platformApi.injectEndpoints({
  endpoints: (build) => ({
    gameLanes: build.query<Lane[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery({ path: '/wps/relay/GCSGAME_newGameVendor', query: { platform: 'html5' }, alert: false });
        if (result.error) return { error: result.error };
        const value = result.data as GameVendorValue | null;
        const lanes = value?.data?.lanes ?? value?.lanes;
        return Array.isArray(lanes) ? { data: lanes } : { error: { status: 200, message: 'no lanes' } };
      },
      keepUnusedDataFor: Infinity,
    }),
  }),
});

export const { useGameLanesQuery } = gameLanesApi;

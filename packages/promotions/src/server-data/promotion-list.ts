import { promotionsApi } from './tags';
import { PROMOTIONS_KEEP_S } from '../constants';

/** A promotion as the `PR` list gives it (docs/platform-calls.md, Promotions and rewards). */
export interface Promotion {
  id: number | string;
  title: string;
  category?: string | null;
  announcementImages?: ReadonlyArray<{ sequence: number; url: string }> | null;
  /** ms; the period shown from start to end. */
  startDate?: number | null;
  endDate?: number | null;
  /** HTML: what it offers, sanitised before it is shown. As a popup item carries it; ours on a PR item. */
  content?: string | null;
  /** Its go-to type (spec 001 §2's table), as a popup item carries it; ours on a PR item. */
  promotionType?: string | null;
}

/** The list under the answer's `promotion` (the simulator's, and the popups' sibling lists' way); a bare list is taken too. */
function readPromotions(value: unknown): Promotion[] {
  const list = Array.isArray(value) ? value : (value as { promotion?: unknown } | null)?.promotion;
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is Promotion =>
      typeof item === 'object' &&
      item !== null &&
      (typeof item.id === 'number' || typeof item.id === 'string') &&
      typeof item.title === 'string',
  );
}

/**
 * The promotions: `GET /wps/relay/MCSFE_getListAnnouncements?types=PR&platform=M` (COMM3, no
 * token, silent: the page shows its own error and retry). The argument is the interface language,
 * which the answer comes in: it keys the cache, so a language switch asks again. Every promotion
 * page reads this one list (the list, a promotion's page, the go-to pages, the VIP rules).
 */
const promotionListApi = promotionsApi.injectEndpoints({
  endpoints: (build) => ({
    promotionList: build.query<Promotion[], string>({
      query: () => ({ path: '/wps/relay/MCSFE_getListAnnouncements', query: { types: 'PR', platform: 'M' }, alert: false }),
      transformResponse: readPromotions,
      keepUnusedDataFor: PROMOTIONS_KEEP_S,
    }),
  }),
});

export const { usePromotionListQuery } = promotionListApi;

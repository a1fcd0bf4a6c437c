import { ALL_TAB, OTHER_CATEGORY, PROMOTION_CATEGORIES } from '../constants';
import type { Promotion } from '../server-data/promotion-list';

const KNOWN: readonly string[] = PROMOTION_CATEGORIES;

/**
 * A promotion's category as the tabs match it: a known one as it is (any case), a missing one
 * as other; a category outside the client's list matches no tab and shows under "all" only, as
 * the platform's clients do.
 */
export function categoryOf(promotion: Pick<Promotion, 'category'>): string {
  const category = promotion.category?.trim().toLowerCase() ?? '';
  if (category === '') return OTHER_CATEGORY;
  return category;
}

/** "all" first, then each category of the client's list that a promotion has, in the list's order. */
export function categoryTabs(promotions: ReadonlyArray<Pick<Promotion, 'category'>>): string[] {
  const present = new Set(promotions.map(categoryOf));
  return [ALL_TAB, ...KNOWN.filter((category) => present.has(category))];
}

/** The promotions a tab shows. */
export function promotionsOfTab<T extends Pick<Promotion, 'category'>>(tab: string, promotions: readonly T[]): T[] {
  return tab === ALL_TAB ? [...promotions] : promotions.filter((promotion) => categoryOf(promotion) === tab);
}

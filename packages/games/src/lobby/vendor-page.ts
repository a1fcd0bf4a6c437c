import { PATHS } from '@lotto/app-core';

/** The query names of a vendor's page (ours). */
export const VENDOR_PAGE_QUERY = { vendor: 'vendor', gameType: 'gameType', search: 'q' } as const;

/** /m/game keeps its chosen chip in the address under this name, so a return finds it. */
export const GAMES_PAGE_CATEGORY_QUERY = 'category';

/** /m/game with a category's chip chosen. */
export function gamesPageHref(category: string): string {
  return category ? `${PATHS.game}?${new URLSearchParams({ [GAMES_PAGE_CATEGORY_QUERY]: category }).toString()}` : PATHS.game;
}

/** A vendor's own page: its list code and the category its games are asked in. */
export function vendorPageHref(vendor: string, gameType: string): string {
  return `${PATHS.gameVendor}?${new URLSearchParams({ [VENDOR_PAGE_QUERY.vendor]: vendor, [VENDOR_PAGE_QUERY.gameType]: gameType }).toString()}`;
}

import type { Lane } from '../server-data/game-lanes';
import { groupVendors, type VendorTile } from './group-vendors';
import { rawVendorCode } from './vendor-rules';

/** A vendor in a category's grid: its tile, and where a tap on it leads. */
export interface GridVendor extends VendorTile {
  /** The vendor has games of its own here (`gameCount` above one, ours): its page lists them. Else the tap launches the card's game. */
  opensPage: boolean;
  /** The code its games are asked with (`vassalage`), as its card spells it. */
  listCode: string;
}

/** A category chip and the grid under it. */
export interface GridCategory {
  /** The lane's title: RNG, LIVE, … */
  title: string;
  gameCount: number;
  vendors: GridVendor[];
}

/**
 * The lobby's categories as chips over a grid of their vendors (issue 27), from the lanes: the
 * grouping's order (spec 001 §5, §9), categories without a vendor left out, and each vendor marked
 * as opening its own page when it has more than one game.
 */
export function categoryGrid(lanes: readonly Lane[]): GridCategory[] {
  return groupVendors(lanes)
    .sorting.filter((category) => category.tiles.length > 0)
    .map((category) => ({
      title: category.title,
      gameCount: category.gameCount,
      vendors: category.tiles.map((tile) => ({ ...tile, opensPage: (tile.gameCount ?? 0) > 1, listCode: rawVendorCode(tile) })),
    }));
}

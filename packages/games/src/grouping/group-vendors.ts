import type { GameCard, GameClassify, Lane } from '../server-data/game-lanes';
import { categoryOrdinals } from './ordinal';
import { normaliseVendor, rawVendorCode } from './vendor-rules';

export interface VendorTile extends GameCard {
  /** The vendor code upper-cased, with RNG and PVP codes as TCG (spec 001 §5) and TLB beside BTI or TCG as 123BET (§9). */
  vendor: string;
}

interface GroupedClassify extends GameClassify {
  /** Normalised vendor to its display name, for the vendors this classification lists. */
  vendorsMap: Record<string, string>;
}

interface GroupedCategory {
  title: string;
  ordinal: number;
  /** Unique normalised vendors, in the order their cards came. */
  vendors: string[];
  /** The display name of each of `vendors`, same order. */
  vendorNames: string[];
  /** One tile per vendor (the first card seen for it). */
  tiles: VendorTile[];
  gameClassify: GroupedClassify[];
  gameCount: number;
}

/** The output of spec 001 §3's "game vendor grouping". */
export interface VendorGrouping {
  /** Categories by ordinal. */
  sorting: GroupedCategory[];
  mapping: Record<string, GroupedCategory>;
  /** Every vendor once, in the order of `sorting`. */
  vendorSorting: string[];
  display: Record<string, string>;
  ordinal: Record<string, number>;
}

function categoryOf(lane: Lane): string {
  return lane.title.trim().toUpperCase();
}

/** A lane's games: its own count, else the sum of its classifications'. */
function countOf(lane: Lane): number {
  if (typeof lane.gameCount === 'number') return lane.gameCount;
  return (lane.gameClassify ?? []).reduce((sum, classify) => sum + (classify.gameCount ?? 0), 0);
}

/**
 * Groups the lanes by category (spec 001 §3, §5, §9). Pure: the same lanes always give the same
 * grouping. Lanes of one category (the server may split one) are merged; a card without a vendor
 * code is dropped, since nothing could launch it.
 */
export function groupVendors(lanes: readonly Lane[]): VendorGrouping {
  const merged = new Map<string, Lane[]>();
  for (const lane of lanes) {
    const category = categoryOf(lane);
    if (!category) continue;
    merged.set(category, [...(merged.get(category) ?? []), lane]);
  }
  const ordinal = categoryOrdinals([...merged.keys()]);
  const display: Record<string, string> = {};
  const mapping: Record<string, GroupedCategory> = {};

  for (const [category, parts] of merged) {
    const tiles: VendorTile[] = [];
    const gameClassify: GroupedClassify[] = [];
    for (const lane of parts) {
      for (const card of lane.cards ?? []) {
        const code = rawVendorCode(card);
        if (!code) continue;
        const vendor = normaliseVendor(code, lane);
        display[vendor] ??= card.displayName || vendor;
        if (!tiles.some((tile) => tile.vendor === vendor)) tiles.push({ ...card, vendor });
      }
      for (const classify of lane.gameClassify ?? []) {
        const vendorsMap: Record<string, string> = {};
        for (const entry of classify.vendors ?? []) {
          const vendor = normaliseVendor(entry, lane);
          vendorsMap[vendor] = display[vendor] ?? vendor;
        }
        gameClassify.push({ ...classify, vendorsMap });
      }
    }
    mapping[category] = {
      title: category,
      ordinal: ordinal[category] as number,
      vendors: tiles.map((tile) => tile.vendor),
      vendorNames: tiles.map((tile) => display[tile.vendor] as string),
      tiles,
      gameClassify,
      gameCount: parts.reduce((sum, lane) => sum + countOf(lane), 0),
    };
  }

  const sorting = Object.values(mapping).sort((a, b) => a.ordinal - b.ordinal);
  const vendorSorting = [...new Set(sorting.flatMap((category) => category.vendors))];
  return { sorting, mapping, vendorSorting, display, ordinal };
}

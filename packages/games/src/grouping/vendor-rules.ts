import type { GameCard, Lane } from '../server-data/game-lanes';

/** Spec 001 §5: these vendor codes are the TCG platform's own games. */
const TCG_ALIASES: readonly string[] = ['RNG', 'PVP'];
const TCG = 'TCG';
/** Spec 001 §9: TLB sells 123BET's games when its lane lists BTI or TCG entries. */
const TLB = 'TLB';
const TLB_BRAND = '123BET';
const TLB_MARKERS = { exact: 'BTI', prefix: 'TCG' } as const;

/** The card's vendor code, whichever spelling the server used, upper-cased (spec 001 §5). */
export function rawVendorCode(card: GameCard): string {
  return (card.accountTypeName ?? card.vassalage ?? '').trim().toUpperCase();
}

function laneHasTlbMarker(lane: Lane): boolean {
  return (lane.gameClassify ?? []).some((classify) =>
    (classify.vendors ?? []).some((entry) => {
      const code = entry.toUpperCase();
      return code === TLB_MARKERS.exact || code.startsWith(TLB_MARKERS.prefix);
    }),
  );
}

/** The vendor a code stands for within its lane: upper-cased, RNG and PVP as TCG, TLB as 123BET where the lane says so. */
export function normaliseVendor(code: string, lane: Lane): string {
  const upper = code.trim().toUpperCase();
  if (TCG_ALIASES.includes(upper)) return TCG;
  if (upper === TLB && laneHasTlbMarker(lane)) return TLB_BRAND;
  return upper;
}

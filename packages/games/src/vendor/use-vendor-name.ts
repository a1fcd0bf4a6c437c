import { useMemo } from 'react';
import { useGameLanesQuery } from '../server-data/game-lanes';
import { rawVendorCode } from '../grouping/vendor-rules';

/**
 * A vendor's display name as its lane card gives it (the lanes are asked once per visit, so this is
 * usually at hand); the code itself until then, or when no card names it.
 */
export function useVendorName(vendor: string): string {
  const { data: lanes } = useGameLanesQuery();
  return useMemo(() => {
    const code = vendor.trim().toUpperCase();
    const card = (lanes ?? []).flatMap((lane) => lane.cards ?? []).find((each) => rawVendorCode(each) === code);
    return card?.displayName || vendor;
  }, [lanes, vendor]);
}

/**
 * Lets a favourite toggle through at most once per interval (the desktop client's rule,
 * docs/platform-calls.md, Favourites): the first passes, any other within the interval of the last
 * one that passed is dropped, so a quick double tap sends one call and leaves the heart as the
 * first tap set it.
 */
export interface FavouriteGate {
  /** Whether a toggle may go now; one that may is counted. */
  pass(): boolean;
}

export function createFavouriteGate(intervalMs: number, now: () => number = Date.now): FavouriteGate {
  let last = -Infinity;
  return {
    pass() {
      const at = now();
      if (at - last < intervalMs) return false;
      last = at;
      return true;
    },
  };
}

import { useCallback, useEffect, useState } from 'react';

/**
 * The current slide of a carousel that loops, moving on by itself every `autoplayMs` unless
 * paused; every slide shown is recorded in `seen` (forceRead needs it). A manual move restarts
 * the wait, so the slide just chosen stays its full time.
 */
export function useSlides(count: number, autoplayMs: number, paused: boolean) {
  const [index, setIndex] = useState(0);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  const [moves, setMoves] = useState(0);

  const go = useCallback(
    (next: number) => {
      if (count === 0) return;
      const target = ((next % count) + count) % count;
      setIndex(target);
      setSeen((before) => (before.has(target) ? before : new Set([...before, target])));
      setMoves((value) => value + 1);
    },
    [count],
  );

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = window.setTimeout(() => go(index + 1), autoplayMs);
    return () => window.clearTimeout(timer);
  }, [paused, count, index, autoplayMs, go, moves]);

  return { index: count === 0 ? 0 : Math.min(index, count - 1), seen, go };
}

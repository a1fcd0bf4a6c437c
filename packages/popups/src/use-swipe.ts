import { useRef } from 'react';
import { usePressGesture, type PressPoint } from '@lotto/ui';
import { SWIPE_THRESHOLD_PX } from './constants';

/**
 * A ref that turns a horizontal drag on its element into "next" or "previous" (pointer or touch):
 * towards the start edge is next, so in a right-to-left language a drag to the right moves on.
 */
export function useSwipe<T extends HTMLElement>(onNext: () => void, onPrevious: () => void) {
  const from = useRef<PressPoint | null>(null);
  return usePressGesture<T>({
    start(point) {
      from.current = point;
      return true;
    },
    // The page keeps its vertical scroll (`touch-action: pan-y`) and the swipe is read at the end.
    move: () => false,
    end(point, element) {
      const start = from.current;
      from.current = null;
      if (!start) return;
      const dx = point.x - start.x;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(point.y - start.y)) return;
      const rtl = getComputedStyle(element).direction === 'rtl';
      if (dx < 0 !== rtl) onNext();
      else onPrevious();
    },
    cancel() {
      from.current = null;
    },
  });
}

import { useRef, type PointerEvent } from 'react';
import { SWIPE_THRESHOLD_PX } from './constants';

/**
 * Pointer handlers that turn a horizontal drag into "next" or "previous": towards the start
 * edge is next, so in a right-to-left language a drag to the right moves on.
 */
export function useSwipe(onNext: () => void, onPrevious: () => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      start.current = { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(event.clientY - from.y)) return;
      const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
      if (dx < 0 !== rtl) onNext();
      else onPrevious();
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}

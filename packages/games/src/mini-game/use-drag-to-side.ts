import { useCallback, useRef, useState } from 'react';
import { usePressGesture, type PressPoint } from '@lotto/ui';
import { isDrag, snapToSide, type RestPlace } from './drag-rules';

/** Before the first drag: the end side, at the height the stylesheet gives (above the chat entry). */
const FIRST_PLACE: RestPlace | null = null;

interface Press extends PressPoint {
  dragging: boolean;
}

/**
 * Dragging by pointer or touch (ui's press gesture; no draggable library: the common one still
 * calls `findDOMNode`, gone in React 19). The widget follows the finger by a transform once it has
 * moved 2 px, then rests on the nearer side; `wasDragged` tells the click that ends a drag to do
 * nothing. `ref` goes on the widget.
 */
export function useDragToSide(enabled: boolean) {
  const [place, setPlace] = useState<RestPlace | null>(FIRST_PLACE);
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);

  const ref = usePressGesture<HTMLElement>(
    {
      start(point) {
        if (!enabled) return false;
        dragged.current = false;
        press.current = { ...point, dragging: false };
        return true;
      },
      move(point) {
        const current = press.current;
        if (!current) return false;
        const dx = point.x - current.x;
        const dy = point.y - current.y;
        if (!current.dragging && !isDrag(dx, dy)) return false;
        current.dragging = true;
        setOffset({ x: dx, y: dy });
        return true;
      },
      end: (_point, element) => settle(element),
      // Taken over mid-drag, the widget still rests where it was let go, as after an end.
      cancel: settle,
    },
    { capture: true },
  );

  function settle(element: HTMLElement) {
    const current = press.current;
    press.current = null;
    if (!current?.dragging) return;
    dragged.current = true;
    const box = element.getBoundingClientRect();
    const rtl = getComputedStyle(element).direction === 'rtl';
    setPlace(snapToSide(box, { width: window.innerWidth, height: window.innerHeight }, rtl));
    setOffset(null);
  }

  /** True once for the click that ends a drag. */
  const wasDragged = useCallback(() => {
    const value = dragged.current;
    dragged.current = false;
    return value;
  }, []);

  return { place, offset, wasDragged, ref };
}

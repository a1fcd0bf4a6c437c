import { useCallback, useRef, useState, type PointerEvent } from 'react';
import { isDrag, snapToSide, type RestPlace } from './drag-rules';

/** Before the first drag: the end side, at the height the stylesheet gives (above the chat entry). */
const FIRST_PLACE: RestPlace | null = null;

interface Press {
  pointerId: number;
  x: number;
  y: number;
  dragging: boolean;
}

/**
 * Pointer-event dragging (no draggable library: the common one still calls `findDOMNode`, gone in
 * React 19). The widget follows the pointer by a transform once it has moved 2 px, then rests on
 * the nearer side; `wasDragged` tells the click that ends a drag to do nothing.
 */
export function useDragToSide(enabled: boolean) {
  const [place, setPlace] = useState<RestPlace | null>(FIRST_PLACE);
  const [offset, setOffset] = useState<{ x: number; y: number } | null>(null);
  const press = useRef<Press | null>(null);
  const dragged = useRef(false);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (!enabled || !event.isPrimary) return;
      // No text selection or native image drag starts under a dragged widget.
      event.preventDefault();
      dragged.current = false;
      press.current = { pointerId: event.pointerId, x: event.clientX, y: event.clientY, dragging: false };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    [enabled],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const dx = event.clientX - current.x;
    const dy = event.clientY - current.y;
    if (!current.dragging && !isDrag(dx, dy)) return;
    current.dragging = true;
    setOffset({ x: dx, y: dy });
  }, []);

  const onPointerEnd = useCallback((event: PointerEvent<HTMLElement>) => {
    const current = press.current;
    if (!current || current.pointerId !== event.pointerId) return;
    press.current = null;
    if (!current.dragging) return;
    dragged.current = true;
    const box = event.currentTarget.getBoundingClientRect();
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    setPlace(snapToSide(box, { width: window.innerWidth, height: window.innerHeight }, rtl));
    setOffset(null);
  }, []);

  /** True once for the click that ends a drag. */
  const wasDragged = useCallback(() => {
    const value = dragged.current;
    dragged.current = false;
    return value;
  }, []);

  return {
    place,
    offset,
    wasDragged,
    handlers: { onPointerDown, onPointerMove, onPointerUp: onPointerEnd, onPointerCancel: onPointerEnd },
  };
}

import { CLICK_DEBOUNCE_MS, DRAG_THRESHOLD_PX, EDGE_MARGIN_RATIO } from '../constants';

/** Spec 001 §9: under 2 px of travel between press and release is a click. */
export function isDrag(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) >= DRAG_THRESHOLD_PX;
}

/** The side the widget rests on, in the page's writing direction so the CSS stays logical. */
type RestSide = 'start' | 'end';

export interface RestPlace {
  side: RestSide;
  /** Distance from the viewport's top (CSS px); the stylesheet also keeps it inside the safe area. */
  top: number;
}

interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Spec 001 §9: 2 % of the window's width between the widget and the side it rests on. */
export function edgeMargin(viewportWidth: number): number {
  return viewportWidth * EDGE_MARGIN_RATIO;
}

/**
 * Where a dropped widget comes to rest: the nearer side of the screen (its centre against the
 * screen's), and its height kept, but never above the top or below the bottom margin.
 */
export function snapToSide(box: Box, viewport: { width: number; height: number }, rtl: boolean): RestPlace {
  const nearLeft = box.left + box.width / 2 < viewport.width / 2;
  const margin = edgeMargin(viewport.width);
  const lowest = Math.max(margin, viewport.height - box.height - margin);
  return { side: nearLeft !== rtl ? 'start' : 'end', top: Math.min(Math.max(box.top, margin), lowest) };
}

/**
 * Spec 001 §9's click debounce: the first click counts at once, and any that follow within
 * 250 ms of the last one that counted are dropped (a double tap opens the mini game once).
 */
export function clickGate(now: () => number = Date.now): () => boolean {
  let last = Number.NEGATIVE_INFINITY;
  return () => {
    const at = now();
    if (at - last < CLICK_DEBOUNCE_MS) return false;
    last = at;
    return true;
  };
}

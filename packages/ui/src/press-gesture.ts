import { useCallback, useEffect, useRef, type RefCallback } from 'react';

export interface PressPoint {
  x: number;
  y: number;
}

export interface PressGesture<T extends HTMLElement> {
  /** A press began on the element; returning false ignores it to its end. */
  start(point: PressPoint, element: T): boolean;
  /** The press moved; true when the gesture owns the move (then the page must not scroll under it). */
  move(point: PressPoint, element: T): boolean;
  /** The press ended where it was let go. */
  end(point: PressPoint, element: T): void;
  /** The browser took the press over (a scroll, a system gesture). */
  cancel(element: T): void;
}

export interface PressOptions {
  /**
   * Keeps a mouse press from selecting text or dragging an image, and sends the rest of the press
   * to the element even off it. Touch needs neither: a touch stays with the element it began on.
   */
  capture?: boolean;
}

/** Whether this browser has Pointer Events (Safari before 13 does not: touch events, then). */
function hasPointerEvents(): boolean {
  return typeof PointerEvent === 'function';
}

/**
 * One press at a time on an element, from Pointer Events where the browser has them and from Touch
 * Events where it does not (the README's oldest phones). The listeners are the element's own, not
 * React's: React listens to `touchmove` passively, and a drag on those phones (which ignore
 * `touch-action: none`) can only keep the page still by cancelling it.
 */
export function usePressGesture<T extends HTMLElement>(gesture: PressGesture<T>, { capture = false }: PressOptions = {}): RefCallback<T> {
  const latest = useRef(gesture);
  useEffect(() => {
    latest.current = gesture;
  });

  return useCallback(
    (element: T | null) => {
      if (!element) return undefined;
      let pressId: number | null = null;
      const own = (id: number) => pressId !== null && pressId === id;
      const listeners = hasPointerEvents() ? pointerListeners() : touchListeners();
      for (const [type, listener, passive] of listeners) element.addEventListener(type, listener, { passive });
      return () => {
        for (const [type, listener] of listeners) element.removeEventListener(type, listener);
      };

      function begin(id: number, point: PressPoint): boolean {
        if (pressId !== null || !latest.current.start(point, element as T)) return false;
        pressId = id;
        return true;
      }

      function finish(id: number, point: PressPoint | null): void {
        if (!own(id)) return;
        pressId = null;
        if (point) latest.current.end(point, element as T);
        else latest.current.cancel(element as T);
      }

      function pointerListeners(): Array<[string, EventListener, boolean]> {
        const at = (event: PointerEvent): PressPoint => ({ x: event.clientX, y: event.clientY });
        const down = (event: PointerEvent) => {
          if (!event.isPrimary || !begin(event.pointerId, at(event))) return;
          if (!capture) return;
          event.preventDefault();
          element?.setPointerCapture?.(event.pointerId);
        };
        const move = (event: PointerEvent) => {
          if (own(event.pointerId)) latest.current.move(at(event), element as T);
        };
        const up = (event: PointerEvent) => finish(event.pointerId, at(event));
        const cancel = (event: PointerEvent) => finish(event.pointerId, null);
        return [
          ['pointerdown', down as EventListener, !capture],
          ['pointermove', move as EventListener, true],
          ['pointerup', up as EventListener, true],
          ['pointercancel', cancel as EventListener, true],
        ];
      }

      function touchListeners(): Array<[string, EventListener, boolean]> {
        const at = (touch: Touch): PressPoint => ({ x: touch.clientX, y: touch.clientY });
        const ours = (event: TouchEvent): Touch | undefined =>
          Array.prototype.find.call(event.changedTouches, (touch: Touch) => own(touch.identifier)) as Touch | undefined;
        // Not cancelled: that would also cancel the tap's click.
        const start = (event: TouchEvent) => {
          const touch = event.changedTouches[0];
          if (touch && event.touches.length === 1) begin(touch.identifier, at(touch));
        };
        const move = (event: TouchEvent) => {
          const touch = ours(event);
          if (touch && latest.current.move(at(touch), element as T) && event.cancelable) event.preventDefault();
        };
        const end = (event: TouchEvent) => {
          const touch = ours(event);
          if (touch) finish(touch.identifier, at(touch));
        };
        const cancel = (event: TouchEvent) => {
          const touch = ours(event);
          if (touch) finish(touch.identifier, null);
        };
        return [
          ['touchstart', start as EventListener, true],
          ['touchmove', move as EventListener, false],
          ['touchend', end as EventListener, true],
          ['touchcancel', cancel as EventListener, true],
        ];
      }
    },
    [capture],
  );
}

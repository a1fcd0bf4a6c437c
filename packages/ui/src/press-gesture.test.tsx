import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePressGesture, type PressGesture, type PressPoint } from './press-gesture';

/** A touch event as Safari 12 sends it (jsdom has no `Touch` to build a real one). */
function touch(target: Element, type: string, changed: Array<PressPoint & { id: number }>, down = changed.length): Event {
  const event = new Event(type, { bubbles: true, cancelable: true });
  const list = changed.map(({ id, x, y }) => ({ identifier: id, clientX: x, clientY: y }));
  Object.defineProperty(event, 'changedTouches', { value: list });
  Object.defineProperty(event, 'touches', { value: Array.from({ length: down }, (_, index) => list[index] ?? list[0]) });
  target.dispatchEvent(event);
  return event;
}

function spyGesture(owns = true) {
  return {
    start: vi.fn((_point: PressPoint, _element: HTMLElement) => true),
    move: vi.fn((_point: PressPoint, _element: HTMLElement) => owns),
    end: vi.fn(),
    cancel: vi.fn(),
  } satisfies PressGesture<HTMLElement>;
}

function Pad({ gesture }: { gesture: PressGesture<HTMLElement> }) {
  const ref = usePressGesture(gesture, { capture: true });
  return (
    <div ref={ref} data-testid="pad">
      pad
    </div>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('usePressGesture', () => {
  describe('without Pointer Events (Safari 12)', () => {
    it('follows one finger from touchstart to touchend', () => {
      vi.stubGlobal('PointerEvent', undefined);
      const gesture = spyGesture();
      render(<Pad gesture={gesture} />);
      const pad = screen.getByTestId('pad');

      const start = touch(pad, 'touchstart', [{ id: 7, x: 10, y: 20 }]);
      const move = touch(pad, 'touchmove', [{ id: 7, x: 40, y: 25 }]);
      touch(pad, 'touchend', [{ id: 7, x: 60, y: 30 }], 0);

      expect(gesture.start).toHaveBeenCalledWith({ x: 10, y: 20 }, pad);
      expect(gesture.move).toHaveBeenCalledWith({ x: 40, y: 25 }, pad);
      expect(gesture.end).toHaveBeenCalledWith({ x: 60, y: 30 }, pad);
      // The tap's click still comes; the page stays still under a move the gesture owns.
      expect(start.defaultPrevented).toBe(false);
      expect(move.defaultPrevented).toBe(true);
    });

    it('lets the page scroll under a move the gesture does not own, and ends on touchcancel', () => {
      vi.stubGlobal('PointerEvent', undefined);
      const gesture = spyGesture(false);
      render(<Pad gesture={gesture} />);
      const pad = screen.getByTestId('pad');

      touch(pad, 'touchstart', [{ id: 1, x: 0, y: 0 }]);
      expect(touch(pad, 'touchmove', [{ id: 1, x: 0, y: 50 }]).defaultPrevented).toBe(false);
      touch(pad, 'touchcancel', [{ id: 1, x: 0, y: 50 }], 0);

      expect(gesture.cancel).toHaveBeenCalledWith(pad);
      expect(gesture.end).not.toHaveBeenCalled();
    });

    it('ignores a second finger and the touches of another press', () => {
      vi.stubGlobal('PointerEvent', undefined);
      const gesture = spyGesture();
      render(<Pad gesture={gesture} />);
      const pad = screen.getByTestId('pad');

      touch(pad, 'touchstart', [{ id: 1, x: 0, y: 0 }]);
      touch(pad, 'touchstart', [{ id: 2, x: 5, y: 5 }], 2);
      touch(pad, 'touchmove', [{ id: 2, x: 90, y: 90 }], 2);
      touch(pad, 'touchend', [{ id: 2, x: 90, y: 90 }], 1);
      expect(gesture.start).toHaveBeenCalledTimes(1);
      expect(gesture.move).not.toHaveBeenCalled();
      expect(gesture.end).not.toHaveBeenCalled();

      touch(pad, 'touchend', [{ id: 1, x: 3, y: 4 }], 0);
      expect(gesture.end).toHaveBeenCalledWith({ x: 3, y: 4 }, pad);
    });
  });

  describe('with Pointer Events', () => {
    it('follows the primary pointer and hears no touch events (no press counted twice)', () => {
      const gesture = spyGesture();
      render(<Pad gesture={gesture} />);
      const pad = screen.getByTestId('pad');

      touch(pad, 'touchstart', [{ id: 1, x: 0, y: 0 }]);
      expect(gesture.start).not.toHaveBeenCalled();

      fireEvent.pointerDown(pad, { pointerId: 3, isPrimary: true, clientX: 1, clientY: 2 });
      fireEvent.pointerMove(pad, { pointerId: 4, isPrimary: false, clientX: 50, clientY: 50 });
      fireEvent.pointerMove(pad, { pointerId: 3, isPrimary: true, clientX: 30, clientY: 2 });
      fireEvent.pointerUp(pad, { pointerId: 3, isPrimary: true, clientX: 40, clientY: 2 });

      expect(gesture.start).toHaveBeenCalledWith({ x: 1, y: 2 }, pad);
      expect(gesture.move).toHaveBeenCalledTimes(1);
      expect(gesture.move).toHaveBeenCalledWith({ x: 30, y: 2 }, pad);
      expect(gesture.end).toHaveBeenCalledWith({ x: 40, y: 2 }, pad);
    });
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clickGate, edgeMargin, isDrag, snapToSide } from './drag-rules';
import { isDraggable, miniGameScriptUrl, miniGameVariant } from './mini-game-variant';

const PHONE = { width: 400, height: 800 };
const WIDGET = { width: 56, height: 56 };

describe('the mini-game widget (spec 001 §4, §9)', () => {
  it('is v1 with LOTTMINIGAME3, s1 with SEALOTTMINIGAME3, absent with neither', () => {
    expect(miniGameVariant({ LOTTMINIGAME3: true })).toBe('v1');
    expect(miniGameVariant({ SEALOTTMINIGAME3: true })).toBe('s1');
    expect(miniGameVariant({ LOTTMINIGAME3: false, SEALOTTMINIGAME3: false })).toBeNull();
    expect(miniGameVariant({ LOTTMINIGAME3: true, SEALOTTMINIGAME3: true })).toBe('v1');
  });

  it('loads each variant from /mini-game/{variant}/minigame.js; only v1 is draggable', () => {
    expect(miniGameScriptUrl('v1')).toBe('/mini-game/v1/minigame.js');
    expect(miniGameScriptUrl('s1')).toBe('/mini-game/s1/minigame.js');
    expect(isDraggable('v1')).toBe(true);
    expect(isDraggable('s1')).toBe(false);
  });

  it('counts a move under 2 px as a click, 2 px or more as a drag', () => {
    expect(isDrag(0, 0)).toBe(false);
    expect(isDrag(1, 1)).toBe(false);
    expect(isDrag(1.9, 0)).toBe(false);
    expect(isDrag(2, 0)).toBe(true);
    expect(isDrag(0, -3)).toBe(true);
  });

  it('keeps 2 % of the window width from the side', () => {
    expect(edgeMargin(400)).toBe(8);
    expect(edgeMargin(1000)).toBe(20);
  });

  it('snaps to the nearer side, in the writing direction', () => {
    expect(snapToSide({ left: 100, top: 300, ...WIDGET }, PHONE, false)).toEqual({ side: 'start', top: 300 });
    expect(snapToSide({ left: 250, top: 300, ...WIDGET }, PHONE, false)).toEqual({ side: 'end', top: 300 });
    // Right to left (Urdu): the left edge is the inline end.
    expect(snapToSide({ left: 100, top: 300, ...WIDGET }, PHONE, true)).toEqual({ side: 'end', top: 300 });
    expect(snapToSide({ left: 250, top: 300, ...WIDGET }, PHONE, true)).toEqual({ side: 'start', top: 300 });
  });

  it('never rests above the top margin or below the bottom one', () => {
    expect(snapToSide({ left: 0, top: -40, ...WIDGET }, PHONE, false).top).toBe(8);
    expect(snapToSide({ left: 0, top: 900, ...WIDGET }, PHONE, false).top).toBe(800 - 56 - 8);
  });
});

describe('the click debounce', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lets the first click through and drops the ones within 250 ms of it', () => {
    const gate = clickGate();
    expect(gate()).toBe(true);
    vi.advanceTimersByTime(249);
    expect(gate()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(gate()).toBe(true);
  });

  it('measures from the last click that counted, not from the dropped ones', () => {
    const gate = clickGate();
    gate();
    vi.advanceTimersByTime(200);
    expect(gate()).toBe(false);
    vi.advanceTimersByTime(50);
    expect(gate()).toBe(true);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  coversAControl,
  FLOATING_ASIDE_ATTRIBUTE,
  FLOATING_RECHECK_MS,
  FLOATING_SETTLE_MS,
  translationOf,
  watchFloatingClearance,
} from './floating-clearance';

const box = (left: number, top: number, width: number, height: number) => ({ left, top, right: left + width, bottom: top + height });

describe('whether a floating button at rest covers a control', () => {
  const chat = box(318, 600, 56, 56);
  it('is true when a control meets its box', () => {
    expect(coversAControl([chat], [box(16, 620, 358, 44)])).toBe(true);
  });
  it('is false for a control beside it, above it, or only touching its edge', () => {
    expect(coversAControl([chat], [box(16, 600, 200, 44), box(16, 500, 358, 44), box(16, 656, 358, 44)])).toBe(false);
  });
  it('is false with no control in view', () => {
    expect(coversAControl([chat], [])).toBe(false);
  });
});

describe('the translation of a computed transform', () => {
  it('reads a matrix, and none as nothing', () => {
    expect(translationOf('matrix(1, 0, 0, 1, 62.2, -4)')).toEqual({ x: 62.2, y: -4 });
    expect(translationOf('none')).toEqual({ x: 0, y: 0 });
  });
});

describe('the watch', () => {
  let stop: () => void = () => undefined;
  const aside = () => document.documentElement.hasAttribute(FLOATING_ASIDE_ATTRIBUTE);
  const place = (element: HTMLElement, rect: ReturnType<typeof box>) => {
    element.getBoundingClientRect = () => ({
      ...rect,
      x: rect.left,
      y: rect.top,
      width: rect.right - rect.left,
      height: rect.bottom - rect.top,
      toJSON: () => rect,
    });
  };
  let control: HTMLButtonElement;

  beforeEach(() => {
    vi.useFakeTimers();
    document.body.innerHTML =
      '<div id="root"><button>Claim</button><nav class="shell-tabs"><a href="/m/home">Home</a></nav></div><button data-floating="end">Chat</button>';
    control = document.querySelector('#root > button')!;
    place(document.querySelector('[data-floating]')!, box(318, 600, 56, 56));
    place(document.querySelector('.shell-tabs a')!, box(300, 600, 90, 56));
    place(control, box(16, 100, 358, 44));
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('leaves the buttons in place while nothing of the page is under them (the frame does not count)', () => {
    stop = watchFloatingClearance();
    vi.advanceTimersByTime(FLOATING_RECHECK_MS);
    expect(aside()).toBe(false);
  });

  it('moves them aside at once where a control is under them', () => {
    place(control, box(16, 620, 358, 44));
    stop = watchFloatingClearance();
    vi.advanceTimersByTime(FLOATING_RECHECK_MS);
    expect(aside()).toBe(true);
  });

  it('moves them aside while the page scrolls, and back once it has stopped with their place clear', () => {
    stop = watchFloatingClearance();
    vi.advanceTimersByTime(FLOATING_RECHECK_MS);
    document.dispatchEvent(new Event('scroll'));
    expect(aside()).toBe(true);
    vi.advanceTimersByTime(FLOATING_SETTLE_MS - 1);
    document.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(FLOATING_SETTLE_MS - 1);
    expect(aside()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(aside()).toBe(false);
  });

  it('keeps them aside when the page stops with a control under their place', () => {
    stop = watchFloatingClearance();
    document.dispatchEvent(new Event('scroll'));
    place(control, box(16, 630, 358, 44));
    vi.advanceTimersByTime(FLOATING_SETTLE_MS);
    expect(aside()).toBe(true);
  });

  it('checks again when the page changes, a control coming under them', async () => {
    stop = watchFloatingClearance();
    vi.advanceTimersByTime(FLOATING_RECHECK_MS);
    const late = document.createElement('a');
    late.href = '/m/activity';
    place(late, box(200, 610, 160, 44));
    document.querySelector('#root')!.append(late);
    await Promise.resolve();
    vi.advanceTimersByTime(FLOATING_RECHECK_MS);
    expect(aside()).toBe(true);
  });

  it('leaves them in place while a lane away from them scrolls sideways, and moves them while one under them does', () => {
    stop = watchFloatingClearance();
    vi.advanceTimersByTime(FLOATING_RECHECK_MS);
    const lane = document.createElement('div');
    document.querySelector('#root')!.append(lane);
    place(lane, box(0, 120, 390, 160));
    lane.dispatchEvent(new Event('scroll'));
    expect(aside()).toBe(false);
    place(lane, box(0, 560, 390, 160));
    lane.dispatchEvent(new Event('scroll'));
    expect(aside()).toBe(true);
    vi.advanceTimersByTime(FLOATING_SETTLE_MS);
    expect(aside()).toBe(false);
  });

  it('puts them back when it stops', () => {
    place(control, box(16, 620, 358, 44));
    stop = watchFloatingClearance();
    vi.advanceTimersByTime(FLOATING_RECHECK_MS);
    stop();
    expect(aside()).toBe(false);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The module keeps the page's state: each test starts from a fresh copy.
const fresh = () => import('./page-usable');

describe('waiting for the page shown to be usable', () => {
  beforeEach(() => {
    vi.resetModules();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('runs at once where no page was announced (a story, one piece under test)', async () => {
    const { whenPageUsable } = await fresh();
    const task = vi.fn();
    whenPageUsable(task);
    expect(task).toHaveBeenCalledOnce();
  });

  it('holds what waits until the page is marked usable, then runs each once; later ones at once', async () => {
    const { expectPageUsable, markPageUsable, whenPageUsable } = await fresh();
    expectPageUsable();
    const first = vi.fn();
    const cancelled = vi.fn();
    whenPageUsable(first);
    whenPageUsable(cancelled)();
    vi.advanceTimersByTime(5_000);
    expect(first).not.toHaveBeenCalled();
    markPageUsable();
    markPageUsable();
    expect(first).toHaveBeenCalledOnce();
    expect(cancelled).not.toHaveBeenCalled();
    const later = vi.fn();
    whenPageUsable(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it('leaves one User Timing mark at that moment, for the byte budget to cut at', async () => {
    // The browser's own performance object: fake timers stand in one without User Timing.
    vi.useRealTimers();
    performance.clearMarks();
    const { markPageUsable, PAGE_USABLE_MARK } = await fresh();
    markPageUsable();
    markPageUsable();
    expect(performance.getEntriesByName(PAGE_USABLE_MARK, 'mark')).toHaveLength(1);
  });

  it('gives up waiting after PAGE_USABLE_WAIT_MS, when a system screen covers the page', async () => {
    const { expectPageUsable, whenPageUsable, PAGE_USABLE_WAIT_MS } = await fresh();
    expectPageUsable();
    const task = vi.fn();
    whenPageUsable(task);
    vi.advanceTimersByTime(PAGE_USABLE_WAIT_MS - 1);
    expect(task).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(task).toHaveBeenCalledOnce();
  });
});

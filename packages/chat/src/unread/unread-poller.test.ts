import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startUnreadPolling } from './unread-poller';

const INTERVAL = 30_000;

/** A page whose visibility the test switches. */
function fakePage(initial: DocumentVisibilityState = 'visible') {
  const target = new EventTarget();
  const page = {
    visibilityState: initial,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    show(state: DocumentVisibilityState) {
      page.visibilityState = state;
      target.dispatchEvent(new Event('visibilitychange'));
    },
  };
  return page;
}

describe('the unread count is polled while the page is visible (spec 001 §7, issue 15)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function poll(initial: DocumentVisibilityState = 'visible', answer: () => number | null = () => 2) {
    const page = fakePage(initial);
    const fetchCount = vi.fn(async () => answer());
    const onCount = vi.fn();
    const stop = startUnreadPolling({ fetchCount, onCount, intervalMs: INTERVAL, page: page as unknown as Document });
    return { page, fetchCount, onCount, stop };
  }

  it('asks at once, then once per interval', async () => {
    const { fetchCount, onCount } = poll();
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    expect(onCount).toHaveBeenLastCalledWith(2);
    await vi.advanceTimersByTimeAsync(INTERVAL * 3);
    expect(fetchCount).toHaveBeenCalledTimes(4);
  });

  it('asks nothing while the page is hidden, and asks at once when it is shown again', async () => {
    const { page, fetchCount } = poll();
    await vi.advanceTimersByTimeAsync(0);
    page.show('hidden');
    await vi.advanceTimersByTimeAsync(INTERVAL * 5);
    expect(fetchCount).toHaveBeenCalledTimes(1);
    page.show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCount).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(fetchCount).toHaveBeenCalledTimes(3);
  });

  it('does not start on a hidden page until it is shown', async () => {
    const { page, fetchCount } = poll('hidden');
    await vi.advanceTimersByTimeAsync(INTERVAL * 2);
    expect(fetchCount).not.toHaveBeenCalled();
    page.show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchCount).toHaveBeenCalledTimes(1);
  });

  it('asks nothing after it is stopped (logout), even when the page is shown again', async () => {
    const { page, fetchCount, stop } = poll();
    await vi.advanceTimersByTimeAsync(0);
    stop();
    await vi.advanceTimersByTimeAsync(INTERVAL * 4);
    page.show('hidden');
    page.show('visible');
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(fetchCount).toHaveBeenCalledTimes(1);
  });

  it('drops an answer that arrives after the stop', async () => {
    const page = fakePage();
    let release: (count: number) => void = () => undefined;
    const onCount = vi.fn();
    const stop = startUnreadPolling({
      fetchCount: () => new Promise<number>((resolve) => (release = resolve)),
      onCount,
      intervalMs: INTERVAL,
      page: page as unknown as Document,
    });
    stop();
    release(5);
    await vi.advanceTimersByTimeAsync(0);
    expect(onCount).not.toHaveBeenCalled();
  });

  it('keeps the last count when a call fails, and asks again at the next tick', async () => {
    let answer: number | null = 3;
    const { fetchCount, onCount } = poll('visible', () => answer);
    await vi.advanceTimersByTimeAsync(0);
    answer = null;
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(onCount).toHaveBeenCalledTimes(1);
    answer = 4;
    await vi.advanceTimersByTimeAsync(INTERVAL);
    expect(fetchCount).toHaveBeenCalledTimes(3);
    expect(onCount).toHaveBeenLastCalledWith(4);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEPOSIT_POLL_MS } from './constants';
import { startPolling } from './polling';

function fakeDocument() {
  const target = new EventTarget();
  const doc = Object.assign(target, { visibilityState: 'visible' as DocumentVisibilityState });
  const show = (state: DocumentVisibilityState) => {
    doc.visibilityState = state;
    target.dispatchEvent(new Event('visibilitychange'));
  };
  return { doc: doc as unknown as Document, show };
}

describe('deposit polling (spec 001 §4: every 30 s while it matters)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks at once, then every 30 s', () => {
    const tick = vi.fn();
    const { doc } = fakeDocument();
    const stop = startPolling(tick, DEPOSIT_POLL_MS, { doc });
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(DEPOSIT_POLL_MS - 1);
    expect(tick).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(tick).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(DEPOSIT_POLL_MS * 2);
    expect(tick).toHaveBeenCalledTimes(4);
    stop();
  });

  it('stops while the page is hidden and asks again on return', () => {
    const tick = vi.fn();
    const { doc, show } = fakeDocument();
    const stop = startPolling(tick, DEPOSIT_POLL_MS, { doc });
    show('hidden');
    vi.advanceTimersByTime(DEPOSIT_POLL_MS * 3);
    expect(tick).toHaveBeenCalledTimes(1);
    show('visible');
    expect(tick).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(DEPOSIT_POLL_MS);
    expect(tick).toHaveBeenCalledTimes(3);
    stop();
  });

  it('asks nothing after the stop (logout)', () => {
    const tick = vi.fn();
    const { doc, show } = fakeDocument();
    startPolling(tick, DEPOSIT_POLL_MS, { doc })();
    vi.advanceTimersByTime(DEPOSIT_POLL_MS * 3);
    show('visible');
    expect(tick).toHaveBeenCalledTimes(1);
  });

  it('with a fresh answer at hand, asks first after one interval, and at once on return', () => {
    const tick = vi.fn();
    const { doc, show } = fakeDocument();
    const stop = startPolling(tick, DEPOSIT_POLL_MS, { immediate: false, doc });
    expect(tick).not.toHaveBeenCalled();
    vi.advanceTimersByTime(DEPOSIT_POLL_MS);
    expect(tick).toHaveBeenCalledTimes(1);
    show('hidden');
    show('visible');
    expect(tick).toHaveBeenCalledTimes(2);
    stop();
  });

  it('does not start on a hidden page', () => {
    const tick = vi.fn();
    const { doc, show } = fakeDocument();
    show('hidden');
    const stop = startPolling(tick, DEPOSIT_POLL_MS, { doc });
    vi.advanceTimersByTime(DEPOSIT_POLL_MS);
    expect(tick).not.toHaveBeenCalled();
    stop();
  });
});

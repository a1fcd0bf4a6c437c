import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_CHECK_DELAY_MS, UPDATE_CHECK_INTERVAL_MS } from '../constants';
import { startCheckTriggers } from './check-triggers';

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

function pageShow(persisted: boolean) {
  const event = new Event('pageshow');
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
}

describe('when update checks run', () => {
  let stop: () => void = () => undefined;
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('checks at start-up and again after 1.5 s', () => {
    const check = vi.fn();
    stop = startCheckTriggers(check, { window, document });
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_DELAY_MS - 1);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('checks every hour', () => {
    const check = vi.fn();
    stop = startCheckTriggers(check, { window, document });
    vi.advanceTimersByTime(UPDATE_CHECK_DELAY_MS);
    check.mockClear();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - UPDATE_CHECK_DELAY_MS);
    expect(check).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('checks on every return to visibility, not on leaving', () => {
    const check = vi.fn();
    stop = startCheckTriggers(check, { window, document });
    check.mockClear();
    setVisibility('hidden');
    expect(check).not.toHaveBeenCalled();
    setVisibility('visible');
    setVisibility('hidden');
    setVisibility('visible');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('checks when the page comes back from the back-forward cache, not on an ordinary load', () => {
    const check = vi.fn();
    stop = startCheckTriggers(check, { window, document });
    check.mockClear();
    pageShow(false);
    expect(check).not.toHaveBeenCalled();
    pageShow(true);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('stops every trigger', () => {
    const check = vi.fn();
    startCheckTriggers(check, { window, document })();
    check.mockClear();
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    setVisibility('visible');
    pageShow(true);
    expect(check).not.toHaveBeenCalled();
  });
});

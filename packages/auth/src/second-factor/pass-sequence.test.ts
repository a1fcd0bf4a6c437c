import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { runPassSequence } from './pass-sequence';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('shows the pass message 1.5 s, then continues after 500 ms', () => {
  const hide = vi.fn();
  const proceed = vi.fn();
  runPassSequence({ hide, proceed });
  vi.advanceTimersByTime(1_499);
  expect(hide).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(hide).toHaveBeenCalledOnce();
  vi.advanceTimersByTime(499);
  expect(proceed).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(proceed).toHaveBeenCalledOnce();
});

it('can be cancelled', () => {
  const proceed = vi.fn();
  const cancel = runPassSequence({ hide: vi.fn(), proceed });
  vi.advanceTimersByTime(1_600);
  cancel();
  vi.advanceTimersByTime(1_000);
  expect(proceed).not.toHaveBeenCalled();
});

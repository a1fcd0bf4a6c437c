import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SEARCH_DELAY_MS } from '../constants';
import { useSettledValue } from './use-settled-value';

describe('the search, 500 ms after the last key', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the last settled search until the typing has stopped for the whole delay', () => {
    expect(SEARCH_DELAY_MS).toBe(500);
    const { result, rerender } = renderHook(({ typed }) => useSettledValue(typed, SEARCH_DELAY_MS), { initialProps: { typed: '' } });
    for (const typed of ['d', 'dr', 'dra']) {
      rerender({ typed });
      act(() => vi.advanceTimersByTime(300));
      expect(result.current).toBe('');
    }
    act(() => vi.advanceTimersByTime(199));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('dra');
  });

  it('settles once for a burst of keys, on the last one', () => {
    const seen: string[] = [];
    const { rerender } = renderHook(
      ({ typed }) => {
        const settled = useSettledValue(typed, SEARCH_DELAY_MS);
        if (seen.at(-1) !== settled) seen.push(settled);
        return settled;
      },
      { initialProps: { typed: '' } },
    );
    for (const typed of ['g', 'go', 'gol', 'gold']) rerender({ typed });
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    expect(seen).toEqual(['', 'gold']);
  });
});

import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countdownSeconds, useCountdown } from './countdown';

describe('SMS resend countdown (spec 000 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts the server time down to zero, a second at a time', () => {
    const { result } = renderHook(() => useCountdown());
    act(() => result.current.start(3));
    expect(result.current).toMatchObject({ seconds: 3, running: true });
    act(() => void vi.advanceTimersByTime(1_000));
    expect(result.current.seconds).toBe(2);
    act(() => void vi.advanceTimersByTime(2_000));
    expect(result.current).toMatchObject({ seconds: 0, running: false });
    act(() => void vi.advanceTimersByTime(5_000));
    expect(result.current.seconds).toBe(0);
  });

  it('uses the expiration time, else 60 s', () => {
    expect(countdownSeconds(90, 60)).toBe(90);
    expect(countdownSeconds(120_000, 60)).toBe(120);
    expect(countdownSeconds(undefined, 60)).toBe(60);
    expect(countdownSeconds(0, 60)).toBe(60);
  });

  it('reads a moment (ms since the epoch) as the time the code expires, and never locks resend beyond ten minutes', () => {
    const now = Date.UTC(2026, 10, 26, 12);
    expect(countdownSeconds(now + 90_000, 60, now)).toBe(90);
    expect(countdownSeconds(now - 5_000, 60, now)).toBe(0);
    expect(countdownSeconds(now + 86_400_000, 60, now)).toBe(600);
    expect(countdownSeconds(9_000_000_000, 60, now)).toBe(600);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSubmitGuard } from './submit-guard';

describe('login submit guard (spec 000 §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends one request for many taps, and frees the form 500 ms after the answer', async () => {
    const guard = createSubmitGuard();
    let resolve!: () => void;
    const task = vi.fn(() => new Promise<void>((r) => (resolve = r)));
    const first = guard.run(task);
    for (let i = 0; i < 4; i += 1) expect(await guard.run(task)).toBeUndefined();
    resolve();
    await first;
    expect(guard.isBusy()).toBe(true);
    await vi.advanceTimersByTimeAsync(499);
    expect(await guard.run(task)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    expect(guard.isBusy()).toBe(false);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('frees the form after a failure too', async () => {
    const guard = createSubmitGuard();
    await expect(guard.run(() => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await vi.advanceTimersByTimeAsync(500);
    expect(guard.isBusy()).toBe(false);
  });

  it('frees the form at once when the answer hands the player a new choice', async () => {
    const guard = createSubmitGuard();
    await guard.run(async () => guard.skipCooldown());
    expect(guard.isBusy()).toBe(false);
    const task = vi.fn(async () => 'next');
    expect(await guard.run(task)).toBe('next');
    await vi.advanceTimersByTimeAsync(499);
    expect(guard.isBusy()).toBe(true);
  });
});

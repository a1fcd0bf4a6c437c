import { describe, expect, it } from 'vitest';
import { anyCounting, countdownParts, expiryState } from './countdown';

const NOW = Date.UTC(2030, 0, 1, 12);

describe("a reward's countdown", () => {
  it('no expiry is permanent', () => {
    expect(expiryState(null, NOW)).toEqual({ kind: 'permanent' });
    expect(expiryState(undefined, NOW)).toEqual({ kind: 'permanent' });
  });

  it('counts down to the expiry, and is expired from the expiry on', () => {
    expect(expiryState(NOW + 5_000, NOW)).toEqual({ kind: 'counting', remainingMs: 5_000 });
    expect(expiryState(NOW, NOW)).toEqual({ kind: 'expired' });
    expect(expiryState(NOW - 1, NOW)).toEqual({ kind: 'expired' });
  });

  it('splits the time left into days, hours, minutes and seconds, rounding up to the second', () => {
    expect(countdownParts(((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000)).toEqual({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(countdownParts(1)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(59_999)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
  });

  it('the one timer runs only while a reward counts down', () => {
    expect(anyCounting([null, NOW - 1], NOW)).toBe(false);
    expect(anyCounting([null, NOW + 1], NOW)).toBe(true);
  });
});

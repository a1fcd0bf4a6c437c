const SECOND_MS = 1_000;
const MINUTE_S = 60;
const HOUR_S = 3_600;
const DAY_S = 86_400;

/** Where a reward stands against its expiry: never expires, expired, or this long left. */
export type ExpiryState = { kind: 'permanent' } | { kind: 'expired' } | { kind: 'counting'; remainingMs: number };

/** `expiry` in ms, or null or absent for a permanent reward; one that reaches its expiry is expired. */
export function expiryState(expiry: number | null | undefined, now: number): ExpiryState {
  if (expiry === null || expiry === undefined || !Number.isFinite(expiry)) return { kind: 'permanent' };
  const remainingMs = expiry - now;
  return remainingMs > 0 ? { kind: 'counting', remainingMs } : { kind: 'expired' };
}

/** Whether any reward on screen is still counting down: only then does the one timer run. */
export function anyCounting(expiries: ReadonlyArray<number | null | undefined>, now: number): boolean {
  return expiries.some((expiry) => expiryState(expiry, now).kind === 'counting');
}

/** The time left in whole days, hours, minutes and seconds, rounded up to the second so 0 shows only once expired. */
export function countdownParts(remainingMs: number): { days: number; hours: number; minutes: number; seconds: number } {
  const total = Math.max(0, Math.ceil(remainingMs / SECOND_MS));
  return {
    days: Math.floor(total / DAY_S),
    hours: Math.floor((total % DAY_S) / HOUR_S),
    minutes: Math.floor((total % HOUR_S) / MINUTE_S),
    seconds: total % MINUTE_S,
  };
}

import { useCallback, useEffect, useState } from 'react';

const SECOND_MS = 1_000;

/**
 * Seconds left before the SMS code may be asked for again. Counted from a deadline, not by
 * adding up ticks, so a phone that paused the page still shows the true time.
 */
export function useCountdown() {
  const [endsAt, setEndsAt] = useState(0);
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    if (endsAt === 0) return undefined;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / SECOND_MS));
      setSeconds(left);
      if (left === 0) setEndsAt(0);
    }, SECOND_MS);
    return () => clearInterval(timer);
  }, [endsAt]);
  const start = useCallback((total: number) => {
    const whole = Math.max(0, Math.ceil(total));
    setSeconds(whole);
    setEndsAt(whole > 0 ? Date.now() + whole * SECOND_MS : 0);
  }, []);
  return { seconds, running: seconds > 0, start };
}

/** Past this, a number is a moment (ms since the epoch, 2001 on), not a duration. */
const EPOCH_MS_FLOOR = 1_000_000_000_000;
/** The longest wait a resend may take, whatever the server says: a code is never locked away for longer. */
const SMS_MAX_COUNTDOWN_S = 600;

/**
 * The server's `expirationTime` may come as seconds, as milliseconds or as the moment the code
 * expires (ms since the epoch); the platform does not say. A value above an hour in seconds is taken
 * as milliseconds, one past 2001 in milliseconds as a moment, and the wait never exceeds
 * SMS_MAX_COUNTDOWN_S (read as a duration, a moment would lock resend for about 57 years).
 */
export function countdownSeconds(expirationTime: number | undefined, fallbackSeconds: number, now: number = Date.now()): number {
  if (!expirationTime || !Number.isFinite(expirationTime) || expirationTime <= 0) return fallbackSeconds;
  const seconds =
    expirationTime >= EPOCH_MS_FLOOR
      ? Math.max(0, Math.ceil((expirationTime - now) / SECOND_MS))
      : expirationTime > 3_600
        ? Math.ceil(expirationTime / SECOND_MS)
        : expirationTime;
  return Math.min(seconds, SMS_MAX_COUNTDOWN_S);
}

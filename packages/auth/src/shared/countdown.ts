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

/**
 * The server's `expirationTime` may come as seconds or as milliseconds; the platform
 * does not say. A value above an hour in seconds is taken as milliseconds.
 */
export function countdownSeconds(expirationTime: number | undefined, fallbackSeconds: number): number {
  if (!expirationTime || expirationTime <= 0) return fallbackSeconds;
  return expirationTime > 3_600 ? Math.ceil(expirationTime / SECOND_MS) : expirationTime;
}

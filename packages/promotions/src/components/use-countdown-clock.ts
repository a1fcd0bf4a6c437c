import { useEffect, useState } from 'react';
import { COUNTDOWN_TICK_MS } from '../constants';
import { anyCounting } from '../rules/countdown';

/**
 * The time every countdown of a list reads: one timer for the whole list, ticking once a second
 * while a reward counts down and stopped otherwise. The list mounts with its answer, so the clock
 * starts from the moment the rewards arrive.
 */
export function useCountdownClock(expiries: ReadonlyArray<number | null | undefined>): number {
  const [now, setNow] = useState(() => Date.now());
  const running = anyCounting(expiries, now);
  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => window.clearInterval(timer);
  }, [running]);
  return now;
}

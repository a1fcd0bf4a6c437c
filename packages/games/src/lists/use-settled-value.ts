import { useEffect, useState } from 'react';

/**
 * The value once it has stayed the same for `delayMs` (spec 001 §9's search delay): every change
 * starts the wait again, so a search asks the platform once, after the player's last key.
 */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

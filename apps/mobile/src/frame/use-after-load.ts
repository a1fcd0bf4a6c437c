import { useEffect, useState } from 'react';
import { whenSettled } from '../early/when-settled';

/** Once true it stays true: a later top bar (back from a game) shows the balance at once. */
let settled = false;

/**
 * True once the page has loaded and the browser had an idle moment, so what waits for it (the
 * member's balance and VIP badge, their chunk and RTK Query) never competes with the first screen.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(settled);
  useEffect(() => {
    if (ready) return undefined;
    return whenSettled(() => {
      settled = true;
      setReady(true);
    }, 0);
  }, [ready]);
  return ready;
}

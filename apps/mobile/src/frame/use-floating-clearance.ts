import { useEffect } from 'react';
import { whenSettled } from '../early/when-settled';

/**
 * Starts the floating buttons' clearance watch (floating-clearance.ts) once the page has settled,
 * when the buttons themselves (the chat entry, the mini game) start to load as late features: its
 * code need not travel with the first screen (issue 29), and its first check moves a button that
 * came first. Stopped with the layout.
 */
export function useFloatingClearance(): void {
  useEffect(() => {
    let stop: (() => void) | undefined;
    let ended = false;
    const cancel = whenSettled(() => {
      void import('./floating-clearance').then(({ watchFloatingClearance }) => {
        if (!ended) stop = watchFloatingClearance();
      });
    });
    return () => {
      ended = true;
      cancel();
      stop?.();
    };
  }, []);
}

import { useSyncExternalStore } from 'react';
import { anyModalOnScreen, subscribeModals } from './modal-stack';

/**
 * Whether any modal of this package is on screen anywhere on the page, whichever root rendered it,
 * until a closing one's exit animation is over: a dialog the player opened (a confirm, a chooser)
 * holds back what would open over it unasked, and what comes next waits for it to be gone.
 */
export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribeModals, anyModalOnScreen, () => false);
}

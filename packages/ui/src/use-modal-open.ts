import { useSyncExternalStore } from 'react';
import { anyModalOpen, subscribeModals } from './modal-stack';

/**
 * Whether any modal of this package is open anywhere on the page, whichever root rendered it: a
 * dialog the player opened (a confirm, a chooser) holds back what would open over it unasked.
 */
export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribeModals, anyModalOpen, () => false);
}

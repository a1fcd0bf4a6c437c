import { trackingStorage } from './tracking-storage';
import { TRACKING_STORAGE_KEYS } from '@lotto/app-core/tracking-storage-keys';

export type ConsentAnswer = 'granted' | 'denied';

/** The player's answer to the pixel consent, kept for the install; listeners hear a new answer. */
export interface ConsentStore {
  answer(): ConsentAnswer | null;
  set(answer: ConsentAnswer): void;
  subscribe(listener: () => void): () => void;
}

export function storedConsent(storage: Storage = trackingStorage()): ConsentStore {
  const listeners = new Set<() => void>();
  return {
    answer() {
      const value = storage.getItem(TRACKING_STORAGE_KEYS.pixelConsent);
      return value === 'granted' || value === 'denied' ? value : null;
    },
    set(answer) {
      storage.setItem(TRACKING_STORAGE_KEYS.pixelConsent, answer);
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

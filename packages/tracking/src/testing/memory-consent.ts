import type { ConsentAnswer, ConsentStore } from '../consent';

/** A consent store in memory, for stories and tests: nothing is kept between them. */
export function memoryConsent(initial: ConsentAnswer | null = null): ConsentStore {
  let answer = initial;
  const listeners = new Set<() => void>();
  return {
    answer: () => answer,
    set(next) {
      answer = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

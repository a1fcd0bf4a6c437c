import { RSA_KEY_MAX_AGE_MS } from './constants';

interface RsaKey {
  /** The body text exactly as fetched, sent back as X-RSA. */
  text: string;
  fetchedAt: number;
}

export interface RsaKeyProvider {
  /** Fetch a key ahead of the call (while the player fills the form), so the tap costs one round trip. */
  prefetch(): void;
  /** A key for one call: the prefetched one if fresh enough, else a new one. Each key is used once. */
  take(): Promise<RsaKey | null>;
}

export function rsaKeyProvider(fetchKey: () => Promise<string | null>, now: () => number = Date.now): RsaKeyProvider {
  let pending: Promise<RsaKey | null> | null = null;
  let pendingSettled = false;

  const fetchFresh = async (): Promise<RsaKey | null> => {
    // Age counts from the request, the safe side when the answer was slow.
    const requestedAt = now();
    const text = await fetchKey();
    return text ? { text, fetchedAt: requestedAt } : null;
  };

  return {
    prefetch() {
      if (pending) return;
      pendingSettled = false;
      const fetching = fetchFresh().catch(() => null);
      pending = fetching;
      void fetching.then(() => {
        if (pending === fetching) pendingSettled = true;
      });
    },
    async take() {
      const prefetched = pending;
      const waited = prefetched !== null && !pendingSettled;
      pending = null;
      const key = prefetched ? await prefetched : null;
      if (key && now() - key.fetchedAt <= RSA_KEY_MAX_AGE_MS) return key;
      // The call already waited out this fetch (a stalled key runs to the time limit): no second wait.
      if (waited && !key) return null;
      return fetchFresh();
    },
  };
}

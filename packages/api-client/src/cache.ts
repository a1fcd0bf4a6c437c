/** GET answers kept in session storage (spec 000 §7), under a key made from a hash of the address. */
const CACHE_KEY_PREFIX = 'MC_API_CACHE:';

/** FNV-1a, 32 bits, twice with different seeds: short stable keys without loading a digest library. */
function fnv1a(text: string, seed: number): string {
  let hash = seed;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** `language`: answers in the caller's language (country names, merchant texts) are kept apart per language. */
export function cacheKey(address: string, language?: string | null): string {
  const scoped = language ? `${address} ${language}` : address;
  return `${CACHE_KEY_PREFIX}${fnv1a(scoped, 0x811c9dc5)}${fnv1a(scoped, 0x01234567)}`;
}

export interface CacheStore {
  read<T>(address: string, language?: string | null): T | undefined;
  write(address: string, value: unknown, language?: string | null): void;
  flush(address: string, language?: string | null): void;
  clear(): void;
}

export function sessionCache(storage: () => Storage | undefined = () => globalThis.sessionStorage): CacheStore {
  return {
    read<T>(address: string, language?: string | null) {
      try {
        const raw = storage()?.getItem(cacheKey(address, language));
        return raw ? (JSON.parse(raw) as T) : undefined;
      } catch {
        return undefined;
      }
    },
    write(address, value, language) {
      try {
        storage()?.setItem(cacheKey(address, language), JSON.stringify(value));
      } catch {
        // Storage full or refused: the answer is simply not cached.
      }
    },
    flush(address, language) {
      try {
        storage()?.removeItem(cacheKey(address, language));
      } catch {
        // Refused (site data blocked): nothing was cached to flush.
      }
    },
    clear() {
      try {
        const store = storage();
        if (!store) return;
        for (let i = store.length - 1; i >= 0; i -= 1) {
          const key = store.key(i);
          if (key?.startsWith(CACHE_KEY_PREFIX)) store.removeItem(key);
        }
      } catch {
        // Refused (site data blocked): nothing was cached to clear.
      }
    },
  };
}

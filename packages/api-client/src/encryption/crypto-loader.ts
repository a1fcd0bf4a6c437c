import type { desEncrypt, rsaWrapSessionKey } from './crypto-impl';

/** What the encrypted call takes from the cipher chunk. */
interface CryptoImpl {
  desEncrypt: typeof desEncrypt;
  rsaWrapSessionKey: typeof rsaWrapSessionKey;
}

let loading: Promise<CryptoImpl> | null = null;

/** Loads the cipher libraries once; later calls share the same promise. */
export function loadCrypto(): Promise<CryptoImpl> {
  loading ??= import('./crypto-impl').then(
    (impl): CryptoImpl => ({ desEncrypt: impl.desEncrypt, rsaWrapSessionKey: impl.rsaWrapSessionKey }),
    (error: unknown) => {
      // A failed chunk load (offline, new deploy) may succeed on the next attempt.
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Warm the chunk when a credentials form gets focus, so the tap itself waits for nothing. */
export function preloadCrypto(): void {
  void loadCrypto().catch(() => undefined);
}

import type { IdentityProvider, IdentityProviderConfig } from './identity-provider';

/**
 * The provider the shell hands to sign-in: cheap to create; the Firebase SDK (about 30 KB of
 * gzip) is fetched on the first call, when the player has picked the provider.
 */
export function lazyIdentityProvider(config: IdentityProviderConfig): IdentityProvider {
  let adapter: Promise<IdentityProvider> | null = null;
  const load = () => {
    adapter ??= import('./firebase-adapter').then(({ createFirebaseAdapter }) => createFirebaseAdapter(config));
    // A failed download may be retried on the next tap.
    adapter.catch(() => {
      adapter = null;
    });
    return adapter;
  };
  return {
    usesEmulator: Boolean(config.emulatorUrl),
    signInWithGoogle: async (options) => (await load()).signInWithGoogle(options),
    sendPhoneCode: async (phoneNumber, container, languageCode) => (await load()).sendPhoneCode(phoneNumber, container, languageCode),
  };
}

import { getApps, initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  RecaptchaVerifier,
  browserPopupRedirectResolver,
  connectAuthEmulator,
  inMemoryPersistence,
  initializeAuth,
  signInWithCredential,
  signInWithPhoneNumber,
  signInWithPopup,
  type Auth,
  type User,
} from 'firebase/auth';
import { providerLanguage } from './provider-language';
import type { GoogleSignInOptions, IdentityProvider, IdentityProviderConfig, PhoneChallenge } from './identity-provider';

/** The player closed Google's window: not an error worth a message. */
const CLOSED_BY_PLAYER = new Set(['auth/popup-closed-by-user', 'auth/cancelled-popup-request', 'auth/user-cancelled']);

/**
 * The Firebase adapter, in its own chunk: the SDK loads only when the player picks the provider.
 * The platform session is what counts, so Firebase keeps its user in memory only.
 */
export function createFirebaseAdapter(config: IdentityProviderConfig): IdentityProvider {
  let auth: Auth | null = null;
  let verifier: RecaptchaVerifier | null = null;
  let verifierHost: HTMLElement | null = null;

  const authOf = (): Auth => {
    if (auth) return auth;
    const app =
      getApps()[0] ??
      initializeApp({
        apiKey: config.apiKey,
        authDomain: config.authDomain,
        projectId: config.projectId,
        appId: config.appId,
        messagingSenderId: config.messagingSenderId,
      });
    auth = initializeAuth(app, { persistence: inMemoryPersistence, popupRedirectResolver: browserPopupRedirectResolver });
    if (config.emulatorUrl) connectAuthEmulator(auth, config.emulatorUrl, { disableWarnings: true });
    return auth;
  };

  const tokenOf = (user: User) => user.getIdToken();

  return {
    usesEmulator: Boolean(config.emulatorUrl),

    async signInWithGoogle(options: GoogleSignInOptions = {}) {
      const current = authOf();
      if (config.emulatorUrl) {
        // The emulator cannot show Google's chooser offline; it trusts a test account's claims instead.
        const account = await options.pickEmulatorAccount?.();
        if (!account) return null;
        const claims = JSON.stringify({
          sub: account.email,
          email: account.email,
          email_verified: true,
          name: account.name ?? account.email,
        });
        return tokenOf((await signInWithCredential(current, GoogleAuthProvider.credential(claims))).user);
      }
      try {
        return tokenOf((await signInWithPopup(current, new GoogleAuthProvider())).user);
      } catch (error) {
        if (CLOSED_BY_PLAYER.has((error as { code?: string }).code ?? '')) return null;
        throw error;
      }
    },

    async sendPhoneCode(phoneNumber, container, languageCode): Promise<PhoneChallenge> {
      const current = authOf();
      current.languageCode = providerLanguage(languageCode);
      // A verifier renders once per element: each send gets a fresh one.
      verifier?.clear();
      verifierHost?.remove();
      verifierHost = document.createElement('div');
      container.append(verifierHost);
      verifier = new RecaptchaVerifier(current, verifierHost, { size: 'invisible' });
      const confirmation = await signInWithPhoneNumber(current, phoneNumber, verifier);
      return { confirm: async (code) => tokenOf((await confirmation.confirm(code)).user) };
    },
  };
}

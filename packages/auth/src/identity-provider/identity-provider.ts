import { createContext, useContext } from 'react';

/** How the identity was proven: the platform's `firebaseChannel`. */
export type IdentityChannel = 'google' | 'phone';

/** Identity-provider configuration of spec 000 §3, from the merchant's build file. */
export interface IdentityProviderConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  messagingSenderId?: string;
  vapidKey?: string;
  googleWebClientId?: string;
  /**
   * Test and demo builds only: the Firebase Auth emulator's address. Set, the SDK talks to the
   * emulator and Google's account chooser is replaced by the emulator's test accounts.
   */
  emulatorUrl?: string;
}

/** What the platform verifies: the provider's ID token and how it was obtained. */
export interface IdentityProof {
  channel: IdentityChannel;
  idToken: string;
}

/** A test account of the emulator's stand-in for Google's account chooser. */
export interface EmulatorAccount {
  email: string;
  name?: string;
}

export interface GoogleSignInOptions {
  /** Emulator builds: asks the player which test account to use; null when they cancel. */
  pickEmulatorAccount?: () => Promise<EmulatorAccount | null>;
}

/** A code sent by the provider's SMS; confirming it resolves to the ID token for the platform. */
export interface PhoneChallenge {
  confirm(code: string): Promise<string>;
}

/**
 * What sign-in needs from the identity provider, whatever the SDK: ID tokens the platform
 * verifies. Google resolves to null when the player closed the chooser.
 */
export interface IdentityProvider {
  readonly usesEmulator: boolean;
  signInWithGoogle(options?: GoogleSignInOptions): Promise<string | null>;
  /** `container` hosts the provider's invisible bot check; `phoneNumber` is E.164 (+6391…). */
  sendPhoneCode(phoneNumber: string, container: HTMLElement, languageCode: string): Promise<PhoneChallenge>;
}

export const IdentityProviderContext = createContext<IdentityProvider | null>(null);

export function useIdentityProvider(): IdentityProvider | null {
  return useContext(IdentityProviderContext);
}

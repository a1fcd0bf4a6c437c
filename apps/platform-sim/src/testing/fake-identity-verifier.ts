import type { IdentityVerifier, VerifiedIdentity } from '../identity/identity-tokens';

/**
 * For tests: an IdentityVerifier that knows a fixed set of tokens (token text → identity) and
 * refuses every other one, so route tests need no Auth emulator. `verified` lists the tokens
 * asked about, in order.
 */
export function fakeIdentityVerifier(tokens: Readonly<Record<string, VerifiedIdentity>>): IdentityVerifier & { verified: string[] } {
  const verified: string[] = [];
  return {
    verified,
    verify(idToken: string): Promise<VerifiedIdentity | null> {
      verified.push(idToken);
      return Promise.resolve(Object.hasOwn(tokens, idToken) ? { ...tokens[idToken]! } : null);
    },
  };
}

/** Tokens of the route tests: the seeded google01's Google account, strangers, and phones. */
export const TEST_IDENTITIES = {
  google01: { uid: 'uid-google01', signInProvider: 'google.com', email: 'Google01@Example.com' },
  newGoogle: { uid: 'uid-new-google', signInProvider: 'google.com', email: 'new.player+x@example.com' },
  /** player01 of demo's mobile: +63 9170000001. */
  player01Phone: { uid: 'uid-phone-player01', signInProvider: 'phone', phoneNumber: '+639170000001' },
  /** sms2fa of demo's mobile: +63 9170000009. */
  sms2faPhone: { uid: 'uid-phone-sms2fa', signInProvider: 'phone', phoneNumber: '+639170000009' },
  newPhone: { uid: 'uid-new-phone', signInProvider: 'phone', phoneNumber: '+639991234567' },
} as const satisfies Record<string, VerifiedIdentity>;

/** The fake verifier with every TEST_IDENTITIES entry, under the token `token-<name>`. */
export function testIdentityVerifier(): IdentityVerifier & { verified: string[] } {
  return fakeIdentityVerifier(Object.fromEntries(Object.entries(TEST_IDENTITIES).map(([name, identity]) => [`token-${name}`, identity])));
}

/**
 * The platform's own alphabet for session keys (docs/platform-calls.md, Encrypted calls, step 2):
 * 61 characters, no `Y`, no `j`, `T` twice. Kept exactly, typo included, because the
 * server's key handling was written against it.
 */
export const SESSION_KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';
const SESSION_KEY_LENGTH = 16;

/** Largest multiple of the alphabet size below 256: bytes at or above it are redrawn, so every character is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % SESSION_KEY_ALPHABET.length);

export type RandomBytes = (count: number) => Uint8Array;

export const cryptoRandomBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count));

export function createSessionKey(randomBytes: RandomBytes = cryptoRandomBytes): string {
  let key = '';
  while (key.length < SESSION_KEY_LENGTH) {
    for (const byte of randomBytes(SESSION_KEY_LENGTH * 2)) {
      if (byte >= UNBIASED_LIMIT) continue;
      key += SESSION_KEY_ALPHABET[byte % SESSION_KEY_ALPHABET.length];
      if (key.length === SESSION_KEY_LENGTH) break;
    }
  }
  return key;
}

/** The obfuscated path's last characters are its key (spec 001 §3; docs/platform-calls.md, the status call's customer-service entries). */
const KEY_LENGTH = 8;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
/** What a decoded path looks like: a web address, or a path on the app's own origin. */
const ADDRESS = /^(?:https?:\/\/|\/)\S*$/i;

type Decrypt = (cipherBase64: string, key: string) => string;

/**
 * Decodes a customer-service `path`: everything before the last 8 characters is Base64 of a
 * single-DES cipher text keyed with those 8 characters. When that fails (a plain address, a
 * wrong key, a cut value) a warning is logged and the raw value is used (spec 001 §7).
 */
export function decodeServicePath(path: string, decrypt: Decrypt, warn: (message: string) => void = console.warn): string {
  const raw = path.trim();
  const cipher = raw.slice(0, -KEY_LENGTH);
  try {
    if (raw.length > KEY_LENGTH && BASE64.test(cipher)) {
      const plain = decrypt(cipher, raw.slice(-KEY_LENGTH));
      // A wrong key yields bytes, not an address; a plain address would only be garbled further.
      if (ADDRESS.test(plain)) return plain;
    }
  } catch {
    // Malformed UTF-8 or padding: the same fallback as any other failure.
  }
  warn(`customer service: could not decode the path, using it as is`);
  return raw;
}

import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import CryptoJS from 'crypto-js/core';
// Registers DES on the crypto-js core; Node's default OpenSSL 3 provider has none (TOOLCHAIN.md).
import 'crypto-js/tripledes';

/**
 * A customer-service `path` obfuscated as the platform does it (docs/platform-calls.md, the status
 * call's customer-service entries):
 * standard Base64 of single DES, ECB, PKCS#7 over the UTF-8 address, keyed with the UTF-8 bytes
 * of the 8 characters appended at the end.
 */
export function obfuscateServicePath(address: string, key: string): string {
  if (key.length !== 8) throw new Error('a customer-service key has 8 characters');
  const cipher = CryptoJS.DES.encrypt(Utf8.parse(address), Utf8.parse(key), { mode: ECB, padding: Pkcs7 });
  return `${cipher.ciphertext.toString(Base64)}${key}`;
}

import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import CryptoJS from 'crypto-js/core';
// Registers DES (and Triple DES) on the crypto-js core; only single DES is used.
import 'crypto-js/tripledes';
import { JSEncrypt } from 'jsencrypt';
import { sessionKeyToHex, toWordHex } from './rsa-hex';

/**
 * The heavy half of the encrypted call, in its own chunk: it loads only when an
 * encrypted call is about to be made or a credentials form gets focus.
 */

/** Public exponent the platform always uses. */
const RSA_PUBLIC_EXPONENT_HEX = '10001';

/** Single DES, ECB, PKCS#7, key = the UTF-8 bytes of the session key (DES reads the first 8). Standard Base64 out. */
export function desEncrypt(plainText: string, sessionKey: string): string {
  const encrypted = CryptoJS.DES.encrypt(Utf8.parse(plainText), Utf8.parse(sessionKey), { mode: ECB, padding: Pkcs7 });
  return encrypted.ciphertext.toString(Base64);
}

interface BigIntegerLike {
  toString(radix: number): string;
}
interface RsaKeyLike {
  n: { constructor: new (value: string, radix: number) => BigIntegerLike };
  setPublic(modulus: string, exponent: string): void;
  doPublic(value: BigIntegerLike): BigIntegerLike;
}

/**
 * Textbook RSA with no padding: c = m^65537 mod n. jsencrypt's `encrypt()` would pad
 * with PKCS#1 v1.5, which this server does not expect, so the key's raw public
 * operation is used instead.
 */
export function rsaWrapSessionKey(sessionKey: string, modulusHex: string): string {
  const key = new JSEncrypt().getKey() as unknown as RsaKeyLike;
  key.setPublic(modulusHex, RSA_PUBLIC_EXPONENT_HEX);
  const BigInteger = key.n.constructor;
  const cipher = key.doPublic(new BigInteger(sessionKeyToHex(sessionKey), 16));
  return toWordHex(cipher.toString(16));
}

import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import CryptoJS from 'crypto-js/core';
// Registers DES on the crypto-js core (Triple DES comes along; only single DES is used).
import 'crypto-js/tripledes';

/**
 * Single DES, ECB, PKCS#7, key = the UTF-8 bytes of `key`; Base64 in, UTF-8 out
 * (docs/platform-calls.md, the status call's customer-service entries). Its own chunk: it loads
 * when a service link is first opened.
 */
export function desDecrypt(cipherBase64: string, key: string): string {
  const cipherParams = CryptoJS.lib.CipherParams.create({ ciphertext: Base64.parse(cipherBase64) });
  return CryptoJS.DES.decrypt(cipherParams, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(Utf8);
}

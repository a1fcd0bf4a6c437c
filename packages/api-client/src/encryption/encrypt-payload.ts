import { loadCrypto } from './crypto-loader';
import { cleanModulus } from './rsa-hex';
import { createSessionKey, type RandomBytes, cryptoRandomBytes } from './session-key';

export interface EncryptedRequest {
  body: { value: string };
  headers: { Encryption: string; 'X-Digest': string; 'X-RSA': string };
}

/**
 * The encrypted call's body and headers, byte for byte as the platform expects them
 * (docs/platform-calls.md, Encrypted calls): a fresh session key, the JSON payload (a string
 * payload as is) under DES, the key wrapped with the server's RSA key, and the cipher text again
 * as X-Digest (it is not a hash).
 */
export async function encryptPayload(
  payload: unknown,
  rsaKeyText: string,
  randomBytes: RandomBytes = cryptoRandomBytes,
): Promise<EncryptedRequest> {
  const { desEncrypt, rsaWrapSessionKey } = await loadCrypto();
  const modulus = cleanModulus(rsaKeyText);
  if (!/^[0-9a-fA-F]{64,}$/.test(modulus)) throw new Error('The RSA key is not a hexadecimal modulus');
  const sessionKey = createSessionKey(randomBytes);
  const plainText = typeof payload === 'string' ? payload : JSON.stringify(payload);
  const cipherText = desEncrypt(plainText, sessionKey);
  return {
    body: { value: cipherText },
    headers: { Encryption: rsaWrapSessionKey(sessionKey, modulus), 'X-Digest': cipherText, 'X-RSA': rsaKeyText },
  };
}

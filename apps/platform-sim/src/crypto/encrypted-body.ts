import CryptoJS from 'crypto-js/core';
import ECB from 'crypto-js/mode-ecb';
import NoPadding from 'crypto-js/pad-nopadding';
// Registers DES (and Triple DES) on the crypto-js core; only single DES is used. Node's default
// OpenSSL 3 provider has no DES (TOOLCHAIN.md), hence crypto-js.
import 'crypto-js/tripledes';
import { ERROR_CODES } from '../protocol/envelope';
import { decryptRaw, type RsaKey } from './rsa-keys';

/**
 * The server side of the encrypted calls (docs/platform-calls.md, Encrypted calls): checks the
 * headers, finds the RSA key the client used, unwraps the session key, DES-decrypts the body and
 * parses it. Anything that does not decrypt cleanly is refused, never waved through.
 */

/** The platform's session-key alphabet (docs/platform-calls.md, Encrypted calls, step 2): 61 characters, no Y, no j, T twice. */
export const SESSION_KEY_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXTZabcdefghiklmnopqrstuvwxyz';
const SESSION_KEY_LENGTH = 16;

const DES_BLOCK_BYTES = 8;
const HTTP_BAD_REQUEST = 400;
const REQUEST_BODY_REQUIRED_MESSAGE = 'request body required';
const DECRYPT_FAILED_MESSAGE = 'The request could not be decrypted';
const KEY_EXPIRED_MESSAGE = 'The encryption key has expired, please try again';
/** Standard Base64 with its padding, as the client's crypto-js prints it. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const HEX = /^[0-9a-fA-F]+$/;
const SESSION_KEY_CHARS = new Set(SESSION_KEY_ALPHABET);

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Why a request was refused: the error code, the HTTP status and, for the request log, the detail. */
export interface Refusal {
  errorCode: string;
  status: 200 | 400;
  message: string;
  detail: string;
}

/** The parts of a request the decryption reads, so that it can be tested without Hono. */
export interface EncryptedRequestParts {
  digest: string | undefined;
  rsa: string | undefined;
  encryption: string | undefined;
  body: string;
}

export interface DecryptedBody {
  /** The decrypted plain text, parsed as JSON; the text itself when it is not JSON. */
  payload: JsonValue;
  plainText: string;
  sessionKey: string;
}

function bodyRequired(detail: string): Refusal {
  return { errorCode: ERROR_CODES.requestBodyRequired, status: HTTP_BAD_REQUEST, message: REQUEST_BODY_REQUIRED_MESSAGE, detail };
}

function decryptFailed(detail: string): Refusal {
  return { errorCode: ERROR_CODES.decryptFailed, status: 200, message: DECRYPT_FAILED_MESSAGE, detail };
}

function present(value: string | undefined): value is string {
  return value !== undefined && value.trim() !== '';
}

/** The cipher text of the body `{ "value": "<Base64>" }`, or why there is none. */
function cipherTextOf(body: string): string | Refusal {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return bodyRequired('body is not JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return bodyRequired('body is not a JSON object');
  const value = (parsed as Record<string, unknown>).value;
  if (typeof value !== 'string' || value === '') return bodyRequired('body has no "value" string');
  return value;
}

/** The 16-character session key inside the RSA block, or why it is not one. */
function unwrapSessionKey(block: Buffer): string | Refusal {
  if (block.length !== SESSION_KEY_LENGTH) {
    return decryptFailed(`RSA block unwraps to ${block.length} bytes, not a ${SESSION_KEY_LENGTH}-character session key`);
  }
  const key = block.toString('latin1');
  for (const char of key) {
    if (!SESSION_KEY_CHARS.has(char)) return decryptFailed('RSA block holds a character outside the session-key alphabet');
  }
  return key;
}

/** Strips PKCS#7 padding, checking every padding byte; null when the padding is not valid. */
function unpadPkcs7(bytes: Buffer): Buffer | null {
  const count = bytes.at(-1);
  if (count === undefined || count < 1 || count > DES_BLOCK_BYTES || count > bytes.length) return null;
  for (let index = bytes.length - count; index < bytes.length; index += 1) {
    if (bytes[index] !== count) return null;
  }
  return bytes.subarray(0, bytes.length - count);
}

/** Single DES, ECB, PKCS#7, key = the UTF-8 bytes of the session key (DES reads the first 8); UTF-8 text out. */
export function desDecrypt(cipherBase64: string, sessionKey: string): string | Refusal {
  if (!BASE64.test(cipherBase64)) return decryptFailed('value is not standard Base64');
  const cipherBytes = Buffer.from(cipherBase64, 'base64');
  if (cipherBytes.length === 0 || cipherBytes.length % DES_BLOCK_BYTES !== 0) {
    return decryptFailed(`cipher text is ${cipherBytes.length} bytes, not whole DES blocks`);
  }
  const key = CryptoJS.enc.Utf8.parse(sessionKey);
  const params = CryptoJS.lib.CipherParams.create({ ciphertext: CryptoJS.enc.Hex.parse(cipherBytes.toString('hex')) });
  // Unpadded here and checked below: crypto-js's own unpad accepts any last byte.
  const plain = CryptoJS.DES.decrypt(params, key, { mode: ECB, padding: NoPadding });
  const unpadded = unpadPkcs7(Buffer.from(plain.toString(CryptoJS.enc.Hex), 'hex'));
  if (unpadded === null) return decryptFailed('PKCS#7 padding is not valid');
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(unpadded);
  } catch {
    return decryptFailed('plain text is not UTF-8');
  }
}

function parsePlainText(plainText: string): JsonValue {
  try {
    return JSON.parse(plainText) as JsonValue;
  } catch {
    return plainText;
  }
}

export function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'object' && value !== null && 'errorCode' in value && 'detail' in value;
}

/**
 * Decrypts an encrypted call's request parts with the ring's keys. Refuses, in this order:
 * a missing X-Digest, X-RSA or Encryption header, or a body that is not `{ value }` (400
 * request_body_required); X-Digest not equal to the value (400 request_body_required); an
 * X-RSA modulus not among the kept keys (200 rsa.key.expired); an RSA block that is not a
 * 16-character key from the platform alphabet, or cipher text that does not DES-decrypt to
 * PKCS#7-padded UTF-8 (200 decrypt.failed).
 */
export function decryptRequest(
  parts: EncryptedRequestParts,
  findKey: (modulusText: string) => RsaKey | undefined,
): DecryptedBody | Refusal {
  const { digest, rsa, encryption, body } = parts;
  if (!present(digest)) return bodyRequired('X-Digest header missing');
  if (!present(rsa)) return bodyRequired('X-RSA header missing');
  if (!present(encryption)) return bodyRequired('Encryption header missing');
  const cipherText = cipherTextOf(body);
  if (typeof cipherText !== 'string') return cipherText;
  if (digest !== cipherText) return bodyRequired('X-Digest does not equal the body value');
  const key = findKey(rsa);
  if (key === undefined) {
    return { errorCode: ERROR_CODES.rsaKeyExpired, status: 200, message: KEY_EXPIRED_MESSAGE, detail: 'X-RSA names no kept key' };
  }
  const encryptionHex = encryption.trim();
  if (!HEX.test(encryptionHex)) return decryptFailed('Encryption is not hexadecimal');
  let block: Buffer;
  try {
    block = decryptRaw(key, encryptionHex);
  } catch (error) {
    return decryptFailed(`RSA: ${error instanceof Error ? error.message : String(error)}`);
  }
  const sessionKey = unwrapSessionKey(block);
  if (typeof sessionKey !== 'string') return sessionKey;
  const plainText = desDecrypt(cipherText, sessionKey);
  if (typeof plainText !== 'string') return plainText;
  return { payload: parsePlainText(plainText), plainText, sessionKey };
}

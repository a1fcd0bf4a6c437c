import { generateKeyPairSync } from 'node:crypto';
import Base64 from 'crypto-js/enc-base64';
import Utf8 from 'crypto-js/enc-utf8';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import CryptoJS from 'crypto-js/core';
import 'crypto-js/tripledes';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encryptPayload } from './encrypt-payload';
import { cleanModulus, toWordHex } from './rsa-hex';
import { SESSION_KEY_ALPHABET, createSessionKey } from './session-key';

function base64UrlToBigInt(value: string): bigint {
  return BigInt('0x' + Buffer.from(value, 'base64url').toString('hex'));
}

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 65537 });
const jwkPublic = publicKey.export({ format: 'jwk' });
const jwkPrivate = privateKey.export({ format: 'jwk' });
const n = base64UrlToBigInt(jwkPublic.n!);
const d = base64UrlToBigInt(jwkPrivate.d!);
const modulusHex = n.toString(16);

/** What the server does: unwrap the session key with its private key, then DES-decrypt. */
function serverDecrypt(encryptionHex: string, cipherText: string): { sessionKey: string; plainText: string } {
  const m = modPow(BigInt('0x' + encryptionHex), d, n);
  const sessionKey = Buffer.from(m.toString(16).padStart(32, '0'), 'hex').toString('latin1');
  const plain = CryptoJS.DES.decrypt({ ciphertext: Base64.parse(cipherText) } as never, Utf8.parse(sessionKey), {
    mode: ECB,
    padding: Pkcs7,
  });
  return { sessionKey, plainText: plain.toString(Utf8) };
}

describe('session key', () => {
  it('has 16 characters from the platform alphabet', () => {
    for (let i = 0; i < 200; i += 1) {
      const key = createSessionKey();
      expect(key).toHaveLength(16);
      for (const char of key) expect(SESSION_KEY_ALPHABET).toContain(char);
    }
  });

  it('redraws bytes that would bias the choice', () => {
    const bytes = [255, 250, 244, ...Array.from({ length: 40 }, (_, i) => i)];
    let offset = 0;
    const key = createSessionKey((count) => {
      const chunk = new Uint8Array(bytes.slice(offset, offset + count));
      offset += count;
      return chunk;
    });
    expect(key).toBe(SESSION_KEY_ALPHABET.slice(0, 16));
  });
});

describe('hex formatting', () => {
  it('strips quotes around the modulus', () => {
    expect(cleanModulus('"abc123"\n')).toBe('abc123');
  });

  it('prints whole 16-bit words, keeping the leading zeros of the first', () => {
    expect(toWordHex('abcde')).toBe('000abcde');
    expect(toWordHex('ABCD')).toBe('abcd');
    expect(toWordHex('00012')).toBe('0012');
  });
});

describe('encrypted call', () => {
  it('round-trips through the server side for text, empty, non-ASCII and large payloads', { timeout: 60_000 }, async () => {
    const payloads = [
      { username: 'player01', password: 'Passw0rd!', type: 'username' },
      { username: '', password: '' },
      { nickname: '幸运星 — ñandú — لاٹری — 🎲' },
      { blob: 'x'.repeat(100_000) },
      'a plain string payload',
    ];
    for (const payload of payloads) {
      const request = await encryptPayload(payload, `"${modulusHex}"`);
      expect(request.headers['X-Digest']).toBe(request.body.value);
      expect(request.headers['X-RSA']).toBe(`"${modulusHex}"`);
      expect(request.headers.Encryption).toMatch(/^([0-9a-f]{4})+$/);
      const { sessionKey, plainText } = serverDecrypt(request.headers.Encryption, request.body.value);
      expect(sessionKey).toHaveLength(16);
      expect(plainText).toBe(typeof payload === 'string' ? payload : JSON.stringify(payload));
    }
  });

  it('uses a fresh session key for every call', async () => {
    const first = await encryptPayload({ a: 1 }, modulusHex);
    const second = await encryptPayload({ a: 1 }, modulusHex);
    expect(first.headers.Encryption).not.toBe(second.headers.Encryption);
    expect(first.body.value).not.toBe(second.body.value);
  });

  it('wraps exactly m^65537 mod n with m the key bytes, big-endian', async () => {
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 64, maxLength: 64 }), async (bytes) => {
        let offset = 0;
        const random = (count: number) => {
          const chunk = new Uint8Array(count);
          for (let i = 0; i < count; i += 1) chunk[i] = bytes[(offset + i) % bytes.length]! % 244;
          offset += count;
          return chunk;
        };
        const request = await encryptPayload({}, modulusHex, random);
        const { sessionKey } = serverDecrypt(request.headers.Encryption, request.body.value);
        const m = BigInt('0x' + Buffer.from(sessionKey, 'latin1').toString('hex'));
        expect(request.headers.Encryption).toBe(toWordHex(modPow(m, 65537n, n).toString(16)));
      }),
      { numRuns: 25 },
    );
  }, 60_000);

  it('refuses a key that is not a hexadecimal modulus', async () => {
    await expect(encryptPayload({}, '<html>gateway error</html>')).rejects.toThrow(/RSA key/);
  });
});

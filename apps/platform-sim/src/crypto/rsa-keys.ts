import { constants, generateKeyPairSync, privateDecrypt, type KeyObject } from 'node:crypto';

/** The platform's keys are 1024-bit with public exponent 65537 (docs/platform-calls.md, Encrypted calls). */
const RSA_MODULUS_BITS = 1024;
export const RSA_PUBLIC_EXPONENT = 65537;
/** Keys kept after rotation, so a client that fetched a key just before a rotation still gets through. */
const RSA_KEYS_KEPT = 5;
/** A key is replaced on the first request after it is this old. */
const RSA_KEY_LIFETIME_MS = 30 * 60_000;

const RSA_MODULUS_BYTES = RSA_MODULUS_BITS / 8;

export interface RsaKey {
  /** Lowercase hex without leading zeros: the text the key call sends (inside double quotes). */
  modulusHex: string;
  privateKey: KeyObject;
  createdAt: number;
}

export interface RsaKeyRingOptions {
  kept?: number;
  lifetimeMs?: number;
  now?: () => number;
}

/** Reduces a modulus as a client may echo it (X-RSA: quoted, padded, upper case) to the ring's spelling. */
export function normaliseModulus(text: string): string {
  return text.trim().replace(/^"|"$/g, '').trim().toLowerCase().replace(/^0+/, '');
}

function generateKey(createdAt: number): RsaKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: RSA_MODULUS_BITS, publicExponent: RSA_PUBLIC_EXPONENT });
  const jwk = privateKey.export({ format: 'jwk' });
  if (jwk.n === undefined) throw new Error('RSA key export lacks its modulus');
  const modulusHex = normaliseModulus(Buffer.from(jwk.n, 'base64url').toString('hex'));
  return { modulusHex, privateKey, createdAt };
}

/**
 * The session-key call's RSA keys: the newest is handed out, the last few are kept so that the
 * encrypted calls (a later issue) can find the key a client used from its X-RSA header.
 */
export class RsaKeyRing {
  private readonly keys: RsaKey[] = [];
  private readonly kept: number;
  private readonly lifetimeMs: number;
  private readonly now: () => number;

  constructor(options: RsaKeyRingOptions = {}) {
    this.kept = options.kept ?? RSA_KEYS_KEPT;
    this.lifetimeMs = options.lifetimeMs ?? RSA_KEY_LIFETIME_MS;
    this.now = options.now ?? Date.now;
    this.rotate();
  }

  /** The key to hand out, replacing it first when it has grown too old. */
  current(): RsaKey {
    const newest = this.keys[0];
    if (newest === undefined || this.now() - newest.createdAt >= this.lifetimeMs) return this.rotate();
    return newest;
  }

  rotate(): RsaKey {
    const key = generateKey(this.now());
    this.keys.unshift(key);
    this.keys.length = Math.min(this.keys.length, this.kept);
    return key;
  }

  /** The kept key with this modulus (in any spelling normaliseModulus accepts), if any. */
  find(modulusText: string): RsaKey | undefined {
    const wanted = normaliseModulus(modulusText);
    return this.keys.find((key) => key.modulusHex === wanted);
  }

  list(): readonly RsaKey[] {
    return this.keys;
  }
}

/** Looks a key up by the modulus a client sent; the function form of RsaKeyRing.find. */
export function findRsaKey(ring: RsaKeyRing, modulusText: string): RsaKey | undefined {
  return ring.find(modulusText);
}

/**
 * Textbook RSA decryption (no padding), the inverse of the client's key wrap: returns m's bytes,
 * big-endian, without leading zeros. Throws when the cipher text is not hex or not below the modulus.
 */
export function decryptRaw(key: RsaKey, cipherHex: string): Buffer {
  const digits = cipherHex.trim().toLowerCase();
  if (!/^[0-9a-f]+$/.test(digits)) throw new Error('RSA cipher text is not hexadecimal');
  const unpadded = digits.replace(/^0+/, '');
  if (unpadded.length > RSA_MODULUS_BYTES * 2) throw new Error('RSA cipher text is longer than the modulus');
  const block = Buffer.from(unpadded.padStart(RSA_MODULUS_BYTES * 2, '0'), 'hex');
  const plain = privateDecrypt({ key: key.privateKey, padding: constants.RSA_NO_PADDING }, block);
  const firstNonZero = plain.findIndex((byte) => byte !== 0);
  return firstNonZero === -1 ? Buffer.alloc(0) : plain.subarray(firstNonZero);
}

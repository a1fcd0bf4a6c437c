import { createHmac } from 'node:crypto';

/** RFC 6238 TOTP as authenticator apps make it: HMAC-SHA1, 30 s steps, 6 digits. */

const STEP_S = 30;
const DIGITS = 6;
const BASE32_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const BITS_PER_BASE32_CHAR = 5;
const BITS_PER_BYTE = 8;
const COUNTER_BYTES = 8;

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase();
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of clean) {
    const index = BASE32_ALPHABET.indexOf(char);
    if (index < 0) throw new Error(`not Base32: ${char}`);
    buffer = (buffer << BITS_PER_BASE32_CHAR) | index;
    bits += BITS_PER_BASE32_CHAR;
    if (bits >= BITS_PER_BYTE) {
      bits -= BITS_PER_BYTE;
      bytes.push((buffer >> bits) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

/** The code for a Base32 secret at a time (ms since the epoch). */
export function totp(secretBase32: string, atMs: number): string {
  const counter = Buffer.alloc(COUNTER_BYTES);
  counter.writeBigUInt64BE(BigInt(Math.floor(atMs / 1_000 / STEP_S)));
  const digest = createHmac('sha1', base32Decode(secretBase32)).update(counter).digest();
  const offset = (digest.at(-1) ?? 0) & 0x0f;
  const binary = digest.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** DIGITS).padStart(DIGITS, '0');
}

/** True when code is the TOTP of the step at atMs or of the one before or after (clock drift). */
export function totpMatches(secretBase32: string, code: string, atMs: number): boolean {
  return [-1, 0, 1].some((drift) => totp(secretBase32, atMs + drift * STEP_S * 1_000) === code);
}

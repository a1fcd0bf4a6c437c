import { describe, expect, it } from 'vitest';
import { decryptRaw, findRsaKey, normaliseModulus, RSA_PUBLIC_EXPONENT, RsaKeyRing } from './rsa-keys';
import { makeSim } from '../testing/test-helpers';

const MINUTE_MS = 60_000;

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let factor = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
  }
  return result;
}

/** The client's key wrap (docs/platform-calls.md, Encrypted calls, step 4): the key's bytes as one big-endian integer, textbook RSA. */
function wrapKey(sessionKey: string, modulusHex: string): string {
  const m = BigInt(`0x${Buffer.from(sessionKey, 'ascii').toString('hex')}`);
  return modPow(m, BigInt(RSA_PUBLIC_EXPONENT), BigInt(`0x${modulusHex}`)).toString(16);
}

describe('GET /wps/session/key/rsa', () => {
  it('answers the 1024-bit modulus as bare hex in double quotes, never cached', async () => {
    const { app } = makeSim();
    const response = await app.request(`/wps/session/key/rsa?_=${Date.now()}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toMatch(/^"[1-9a-f][0-9a-f]{255}"$/);
  });

  it('hands out a key the ring can find again from the text the client echoes', async () => {
    const { app, state } = makeSim();
    const text = await (await app.request('/wps/session/key/rsa')).text();
    expect(state.rsaKeys.find(text)).toBeDefined();
    expect(findRsaKey(state.rsaKeys, text.replace(/"/g, '').toUpperCase())).toBe(state.rsaKeys.find(text));
  });
});

describe('RsaKeyRing', () => {
  it('decrypts the textbook-RSA key wrap back to the session key', () => {
    const ring = new RsaKeyRing();
    const key = ring.current();
    const sessionKey = 'AbC0123456789xyz';
    expect(decryptRaw(key, wrapKey(sessionKey, key.modulusHex)).toString('ascii')).toBe(sessionKey);
  });

  it('refuses cipher text that is not hex', () => {
    const key = new RsaKeyRing().current();
    expect(() => decryptRaw(key, 'not hex')).toThrow(/hexadecimal/);
  });

  it('rotates an old key and keeps the last few', () => {
    let now = 0;
    const ring = new RsaKeyRing({ now: () => now, lifetimeMs: MINUTE_MS, kept: 2 });
    const first = ring.current();
    expect(ring.current()).toBe(first);
    now += MINUTE_MS;
    const second = ring.current();
    expect(second).not.toBe(first);
    expect(ring.find(first.modulusHex)).toBe(first);
    ring.rotate();
    expect(ring.find(first.modulusHex)).toBeUndefined();
    expect(ring.find(second.modulusHex)).toBe(second);
  });

  it('normalises quotes, case, padding and whitespace of a modulus', () => {
    expect(normaliseModulus(' "00ABcd" ')).toBe('abcd');
  });
});

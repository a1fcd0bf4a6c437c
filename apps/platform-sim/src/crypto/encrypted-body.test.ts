import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { SESSION_KEY_ALPHABET as CLIENT_ALPHABET } from '@lotto/api-client';
import CryptoJS from 'crypto-js/core';
import ECB from 'crypto-js/mode-ecb';
import Pkcs7 from 'crypto-js/pad-pkcs7';
import 'crypto-js/tripledes';
import { describe, expect, it } from 'vitest';
import { decryptRequest, desDecrypt, isRefusal, SESSION_KEY_ALPHABET } from './encrypted-body';
import type { Envelope } from '../protocol/envelope';
import type { LoggedRequest } from '../state/request-log';
import { RSA_PUBLIC_EXPONENT, RsaKeyRing } from './rsa-keys';
import { encryptForSim, envelopeOf, fetchRsaKeyText, makeSim, postEncrypted, type EncryptedCall } from '../testing/test-helpers';

const LOGIN_PATH = '/wps/session/login';

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let factor = base % modulus;
  for (let rest = exponent; rest > 0n; rest >>= 1n) {
    if (rest & 1n) result = (result * factor) % modulus;
    factor = (factor * factor) % modulus;
  }
  return result;
}

/** Textbook RSA of any bytes (docs/platform-calls.md, Encrypted calls, step 4), for blocks the client would never send. */
function wrapBytes(bytes: Buffer, modulusHex: string): string {
  return modPow(BigInt(`0x${bytes.toString('hex')}`), BigInt(RSA_PUBLIC_EXPONENT), BigInt(`0x${modulusHex}`)).toString(16);
}

function desEncryptBase64(plainText: string, sessionKey: string): string {
  const encrypted = CryptoJS.DES.encrypt(CryptoJS.enc.Utf8.parse(plainText), CryptoJS.enc.Utf8.parse(sessionKey), {
    mode: ECB,
    padding: Pkcs7,
  });
  return encrypted.ciphertext.toString(CryptoJS.enc.Base64);
}

/** Random bytes that make the client's session key "0123456789ABCDEF": the cipher text is then the same on every run. */
function fixedKeyBytes(count: number): Uint8Array {
  return Uint8Array.from({ length: count }, (_, index) => index % 16);
}

function lastLogged(state: { requestLog: { list(): readonly LoggedRequest[] } }): LoggedRequest {
  const entries = state.requestLog.list();
  const entry = entries[entries.length - 1];
  if (entry === undefined) throw new Error('nothing logged');
  return entry;
}

function withValue(call: EncryptedCall, value: string): EncryptedCall {
  return { body: { value }, headers: { ...call.headers, 'X-Digest': value } };
}

describe('encrypted calls: round trip with the client encryptor', () => {
  const payloads: Record<string, unknown> = {
    'non-ASCII text': {
      username: '幸运星 لاٹری ñ 🎲',
      password: 'ñ🎲',
      type: 'username',
      loginDeviceId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    },
    'empty strings': { username: '', password: '', type: 'username', geetestChallenge: '' },
    'a large body (~100 KB)': {
      username: 'player01',
      password: 'Passw0rd!',
      type: 'username',
      blob: 'x'.repeat(60_000) + '🎲ñ'.repeat(10_000),
    },
    'every JSON shape': { username: 'nobody', password: 'p', type: 'username', nested: { list: [1, 2.5, null, true, 'é'] }, device: null },
  };

  for (const [name, payload] of Object.entries(payloads)) {
    it(`decrypts ${name} to exactly what was sent`, async () => {
      const { app, state } = makeSim();
      const call = await encryptForSim(app, payload);
      const response = await postEncrypted(app, LOGIN_PATH, call);
      expect(response.status).toBe(200);
      const entry = lastLogged(state);
      expect(entry.path).toBe(LOGIN_PATH);
      expect(entry.decryptError).toBeUndefined();
      expect(entry.decrypted).toEqual(payload);
      expect(JSON.stringify(entry.decrypted)).toBe(JSON.stringify(payload));
    });
  }

  it('logs in with the client-encrypted credentials', async () => {
    const { app } = makeSim();
    const call = await encryptForSim(app, { username: 'player01', password: 'Passw0rd!', type: 'username' });
    const body = await envelopeOf(await postEncrypted(app, LOGIN_PATH, call));
    expect(body).toMatchObject({ success: true, value: { userName: 'player01' } });
  });

  it('hands a plain-text payload that is not JSON to the route as the string', async () => {
    const { app, state } = makeSim();
    const call = await encryptForSim(app, 'not json at all: 幸运星');
    const response = await postEncrypted(app, LOGIN_PATH, call);
    expect(lastLogged(state).decrypted).toBe('not json at all: 幸运星');
    // A login needs an object.
    expect(response.status).toBe(400);
  });

  it('uses the same session-key alphabet as the client', () => {
    expect(SESSION_KEY_ALPHABET).toBe(CLIENT_ALPHABET);
  });
});

describe('encrypted calls: refusals', () => {
  async function expectRefused(response: Response, errorCode: string, status: number): Promise<Envelope> {
    expect(response.status).toBe(status);
    const body = await envelopeOf(response);
    expect(body).toMatchObject({ success: false, errorCode });
    return body;
  }

  it('refuses a request without X-Digest: 400 request_body_required', async () => {
    const { app, state } = makeSim();
    const call = await encryptForSim(app, { username: 'player01', password: 'Passw0rd!' });
    delete call.headers['X-Digest'];
    const body = await expectRefused(await postEncrypted(app, LOGIN_PATH, call), 'request_body_required', 400);
    expect(body.message).toBe('request body required');
    expect(lastLogged(state).decrypted).toBeUndefined();
    expect(lastLogged(state).decryptError).toMatch(/X-Digest/);
  });

  it('refuses a request without X-RSA: 400 request_body_required', async () => {
    const { app } = makeSim();
    const call = await encryptForSim(app, { username: 'player01' });
    delete call.headers['X-RSA'];
    await expectRefused(await postEncrypted(app, LOGIN_PATH, call), 'request_body_required', 400);
  });

  it('refuses a request without Encryption, or without a body value: 400 request_body_required', async () => {
    const { app } = makeSim();
    const call = await encryptForSim(app, { username: 'player01' });
    const noEncryption = { body: call.body, headers: { 'X-Digest': call.headers['X-Digest']!, 'X-RSA': call.headers['X-RSA']! } };
    await expectRefused(await postEncrypted(app, LOGIN_PATH, noEncryption), 'request_body_required', 400);
    const noBody = await app.request(LOGIN_PATH, { method: 'POST', headers: call.headers });
    await expectRefused(noBody, 'request_body_required', 400);
  });

  it('refuses a digest that is not the body value: 400 request_body_required', async () => {
    const { app } = makeSim();
    const call = await encryptForSim(app, { username: 'player01' });
    await expectRefused(
      await postEncrypted(app, LOGIN_PATH, call, { 'X-Digest': `${call.body.value.slice(0, -4)}AAA=` }),
      'request_body_required',
      400,
    );
    // A digest that is a real hash of the value is still not what the server expects.
    await expectRefused(await postEncrypted(app, LOGIN_PATH, call, { 'X-Digest': 'a'.repeat(64) }), 'request_body_required', 400);
  });

  it('refuses tampered cipher text: decrypt.failed', async () => {
    const { app, state } = makeSim();
    const call = await encryptForSim(app, { username: 'player01', password: 'Passw0rd!' }, fixedKeyBytes);
    const bytes = Buffer.from(call.body.value, 'base64');
    // A flipped bit in the last block breaks its PKCS#7 padding (deterministic: the key is fixed).
    const flipped = Buffer.from(bytes);
    flipped[flipped.length - 1]! ^= 0x01;
    await expectRefused(await postEncrypted(app, LOGIN_PATH, withValue(call, flipped.toString('base64'))), 'decrypt.failed', 200);
    expect(lastLogged(state).decryptError).toMatch(/padding/);
    // Not whole DES blocks.
    await expectRefused(
      await postEncrypted(app, LOGIN_PATH, withValue(call, bytes.subarray(0, bytes.length - 3).toString('base64'))),
      'decrypt.failed',
      200,
    );
    // Not Base64.
    await expectRefused(
      await postEncrypted(app, LOGIN_PATH, withValue(call, `${call.body.value.slice(0, 8)}*!${call.body.value.slice(10)}`)),
      'decrypt.failed',
      200,
    );
    // The right cipher text under another session key.
    await expectRefused(
      await postEncrypted(app, LOGIN_PATH, withValue(call, desEncryptBase64('{"username":"player01"}', 'ZYXWVUTSRQPONMLK'))),
      'decrypt.failed',
      200,
    );
  });

  it('refuses cipher text whose plain text is not UTF-8: decrypt.failed', async () => {
    const { app } = makeSim();
    const call = await encryptForSim(app, {}, fixedKeyBytes);
    const key = CryptoJS.enc.Utf8.parse('0123456789ABCDEF');
    const latin1 = CryptoJS.enc.Latin1.parse('{"username":"\xff\xfe"}');
    const value = CryptoJS.DES.encrypt(latin1, key, { mode: ECB, padding: Pkcs7 }).ciphertext.toString(CryptoJS.enc.Base64);
    await expectRefused(await postEncrypted(app, LOGIN_PATH, withValue(call, value)), 'decrypt.failed', 200);
  });

  it('refuses a key the simulator never issued, or no longer keeps: rsa.key.expired', async () => {
    const ring = new RsaKeyRing({ kept: 1 });
    const { app, state } = makeSim({ rsaKeys: ring });
    const call = await encryptForSim(app, { username: 'player01', password: 'Passw0rd!' });
    // Never issued: the modulus of another ring.
    const stranger = new RsaKeyRing().current().modulusHex;
    await expectRefused(await postEncrypted(app, LOGIN_PATH, call, { 'X-RSA': `"${stranger}"` }), 'rsa.key.expired', 200);
    // Expired: rotated out of the ring.
    state.rsaKeys.rotate();
    await expectRefused(await postEncrypted(app, LOGIN_PATH, call), 'rsa.key.expired', 200);
  });

  it('accepts the key text with or without its quotes', async () => {
    const { app } = makeSim();
    const call = await encryptForSim(app, { username: 'player01', password: 'Passw0rd!' });
    const bare = call.headers['X-RSA']!.replace(/"/g, '');
    expect(await envelopeOf(await postEncrypted(app, LOGIN_PATH, call, { 'X-RSA': bare }))).toMatchObject({ success: true });
  });

  it("refuses a PKCS#1-padded key wrap (jsencrypt's encrypt()): decrypt.failed", async () => {
    const { app } = makeSim();
    const keyText = await fetchRsaKeyText(app);
    const modulusHex = keyText.replace(/"/g, '');
    const sessionKey = '0123456789ABCDEF';
    const value = desEncryptBase64(JSON.stringify({ username: 'player01', password: 'Passw0rd!' }), sessionKey);
    const publicKey = createPublicKey({
      key: { kty: 'RSA', n: Buffer.from(modulusHex.padStart(256, '0'), 'hex').toString('base64url'), e: 'AQAB' },
      format: 'jwk',
    });
    const padded = publicEncrypt({ key: publicKey, padding: constants.RSA_PKCS1_PADDING }, Buffer.from(sessionKey, 'ascii')).toString(
      'hex',
    );
    const call: EncryptedCall = { body: { value }, headers: { Encryption: padded, 'X-Digest': value, 'X-RSA': keyText } };
    await expectRefused(await postEncrypted(app, LOGIN_PATH, call), 'decrypt.failed', 200);
    // The same session key wrapped as the protocol says gets through.
    const textbook = { ...call, headers: { ...call.headers, Encryption: wrapBytes(Buffer.from(sessionKey, 'ascii'), modulusHex) } };
    expect(await envelopeOf(await postEncrypted(app, LOGIN_PATH, textbook))).toMatchObject({ success: true });
  });

  it('refuses a wrapped key that is not 16 characters of the platform alphabet: decrypt.failed', async () => {
    const { app } = makeSim();
    const keyText = await fetchRsaKeyText(app);
    const modulusHex = keyText.replace(/"/g, '');
    for (const sessionKey of ['0123456789ABCDE', '0123456789ABCDEFG', '0123456789ABCDEY', '0123456789ABCDEj', '0123456789ABCDE\u0001']) {
      const value = desEncryptBase64('{}', sessionKey);
      const call: EncryptedCall = {
        body: { value },
        headers: { Encryption: wrapBytes(Buffer.from(sessionKey, 'latin1'), modulusHex), 'X-Digest': value, 'X-RSA': keyText },
      };
      await expectRefused(await postEncrypted(app, LOGIN_PATH, call), 'decrypt.failed', 200);
    }
  });

  it('refuses an Encryption value that is not hex, or not below the modulus: decrypt.failed', async () => {
    const { app } = makeSim();
    const call = await encryptForSim(app, {});
    await expectRefused(await postEncrypted(app, LOGIN_PATH, call, { Encryption: 'zz'.repeat(64) }), 'decrypt.failed', 200);
    await expectRefused(await postEncrypted(app, LOGIN_PATH, call, { Encryption: 'f'.repeat(256) }), 'decrypt.failed', 200);
    await expectRefused(await postEncrypted(app, LOGIN_PATH, call, { Encryption: 'f'.repeat(300) }), 'decrypt.failed', 200);
  });
});

describe('decryptRequest and desDecrypt', () => {
  it('decrypts what the protocol describes, without Hono', () => {
    const ring = new RsaKeyRing();
    const key = ring.current();
    const sessionKey = 'AbC0123456789xyz';
    const value = desEncryptBase64('{"a":"ñ"}', sessionKey);
    const result = decryptRequest(
      {
        digest: value,
        rsa: `"${key.modulusHex}"`,
        encryption: wrapBytes(Buffer.from(sessionKey), key.modulusHex),
        body: JSON.stringify({ value }),
      },
      (text) => ring.find(text),
    );
    expect(result).toEqual({ payload: { a: 'ñ' }, plainText: '{"a":"ñ"}', sessionKey });
  });

  it('reads only the first 8 bytes of the key, as single DES does (not Triple DES)', () => {
    const value = desEncryptBase64('same', '01234567AAAAAAAA');
    expect(desDecrypt(value, '01234567BBBBBBBB')).toBe('same');
    // (DES ignores the lowest bit of each key byte, so the changed byte differs in more than that.)
    expect(isRefusal(desDecrypt(value, 'X1234567AAAAAAAA'))).toBe(true);
  });

  it('keeps an empty plain text (one block of padding)', () => {
    expect(desDecrypt(desEncryptBase64('', '0123456789ABCDEF'), '0123456789ABCDEF')).toBe('');
  });
});

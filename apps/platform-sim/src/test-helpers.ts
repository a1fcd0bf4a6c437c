import { encryptPayload } from '@lotto/api-client';
import type { Hono } from 'hono';
import { createSimApp, type SimInstance } from './app';
import type { Envelope } from './envelope';
import type { SimOptions } from './options';
import { RsaKeyRing } from './rsa-keys';

/** One key ring for all tests of a file: generating RSA keys is the slow part of creating a simulator. */
let sharedKeys: RsaKeyRing | undefined;

/** A simulator that ignores the environment (no forwarding, no built app) unless a test says otherwise. */
export function makeSim(options: SimOptions = {}): SimInstance {
  sharedKeys ??= new RsaKeyRing();
  return createSimApp({ rsaKeys: sharedKeys, env: {}, appDist: '/nonexistent-app-dist', ...options });
}

export async function envelopeOf<T = unknown>(response: Response): Promise<Envelope<T>> {
  return (await response.json()) as Envelope<T>;
}

export async function jsonOf<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export function postJson(body: unknown, method = 'POST'): RequestInit {
  return { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
}

/** The headers and body the client sends for an encrypted call (protocol.md), ready to tamper with. */
export interface EncryptedCall {
  body: { value: string };
  headers: Record<string, string>;
}

/** The modulus text exactly as the key call answers it (in double quotes). */
export async function fetchRsaKeyText(app: Hono): Promise<string> {
  return (await app.request(`/wps/session/key/rsa?_=${Date.now()}`, { headers: { 'Cache-Control': 'no-cache' } })).text();
}

/** Encrypts a payload the way the app does, with the client's own encryptPayload and a key fetched from the simulator. */
export async function encryptForSim(app: Hono, payload: unknown, randomBytes?: (count: number) => Uint8Array): Promise<EncryptedCall> {
  const keyText = await fetchRsaKeyText(app);
  const request = randomBytes === undefined ? await encryptPayload(payload, keyText) : await encryptPayload(payload, keyText, randomBytes);
  return { body: request.body, headers: { ...request.headers } };
}

/** Posts an encrypted call as the client does (JSON body `{ value }` and the three headers). */
export function postEncrypted(app: Hono, path: string, call: EncryptedCall, headers: Record<string, string> = {}, method = 'POST'): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...call.headers, ...headers },
      body: JSON.stringify(call.body),
    }),
  );
}

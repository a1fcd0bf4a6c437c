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

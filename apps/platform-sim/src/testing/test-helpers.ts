import { encryptPayload } from '@lotto/api-client';
import type { Hono } from 'hono';
import { createSimApp, type SimInstance } from '../app';
import type { GeetestV3Result, GeetestV4Result } from '../state/geetest-captchas';
import type { Envelope } from '../protocol/envelope';
import type { SimOptions } from '../options';
import { RsaKeyRing } from '../crypto/rsa-keys';
import { DEFAULT_SEED } from '../seed/index';
import type { MerchantSeed, Seed } from '../seed/types';

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

/** The headers and body the client sends for an encrypted call (docs/platform-calls.md, Encrypted calls), ready to tamper with. */
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
export function postEncrypted(
  app: Hono,
  path: string,
  call: EncryptedCall,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...call.headers, ...headers },
      body: JSON.stringify(call.body),
    }),
  );
}

/** demo2's Geetest v4 captcha id (its GEETEST_ID). */
export const DEMO2_CAPTCHA_ID = '6f1e2d3c4b5a69788796a5b4c3d2e1f0';

interface GeetestApiAnswer<T> {
  status: string;
  data: T;
}

/** A v4 result the stand-in would produce: a lot from the load call, then the verify call ("I am human"). */
export async function passGeetestV4(app: Hono, captchaId = DEMO2_CAPTCHA_ID): Promise<GeetestV4Result> {
  const load = await jsonOf<GeetestApiAnswer<{ lot_number: string }>>(
    await app.request(`/sim-geetest/sim-api-1/v4/load?captcha_id=${captchaId}`),
  );
  const query = new URLSearchParams({ captcha_id: captchaId, lot_number: load.data.lot_number });
  const verify = await jsonOf<GeetestApiAnswer<{ seccode: GeetestV4Result }>>(
    await app.request(`/sim-geetest/sim-api-2/v4/verify?${query}`),
  );
  return verify.data.seccode;
}

/** v3 login fields the stand-in would produce: the register call, then ajax.php ("I am human"). */
export async function passGeetestV3(app: Hono, merchant: string): Promise<{ geetestChallenge: string; geetestSeccode: string }> {
  const register = await envelopeOf<{ gt: string; challenge: string }>(
    await app.request(`/wps/captcha/geetest?t=${Date.now()}`, { headers: { Merchant: merchant } }),
  );
  const query = new URLSearchParams({ gt: register.value.gt, challenge: register.value.challenge });
  const pass = await jsonOf<GeetestApiAnswer<GeetestV3Result>>(await app.request(`/sim-geetest/sim-api-1/ajax.php?${query}`));
  return { geetestChallenge: pass.data.geetest_challenge, geetestSeccode: pass.data.geetest_seccode };
}

/** The default seed with one merchant's seed changed (e.g. a captcha switched on). */
export function seedWithMerchant(code: string, change: (merchant: MerchantSeed) => MerchantSeed): Seed {
  return { ...DEFAULT_SEED, merchants: DEFAULT_SEED.merchants.map((merchant) => (merchant.code === code ? change(merchant) : merchant)) };
}

/** An encrypted call to a path (login, verification, password), answered as status and envelope. */
export async function callEncrypted<T = unknown>(
  app: Hono,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
  method = 'POST',
): Promise<{ status: number; body: Envelope<T>; traceId: string | null }> {
  const call = await encryptForSim(app, payload);
  const response = await postEncrypted(app, path, call, headers, method);
  return { status: response.status, body: await envelopeOf<T>(response), traceId: response.headers.get('x-app-trace-id') };
}

/** A logged-in token for a seeded member, through the control API. */
export async function sessionFor(app: Hono, username: string, merchant = 'demo'): Promise<string> {
  const session = await jsonOf<{ token: string }>(await app.request('/__sim/session', postJson({ username, merchant })));
  return session.token;
}

import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmulatorVerifier,
  decodeIdTokenClaims,
  emulatorOrigin,
  emulatorSettingsFromEnv,
  IdentityProviderUnreachable,
} from './identity-tokens';
import { resolveSimOptions } from '../options';

const PROJECT = 'demo-lotto';
const NOW = Date.UTC(2025, 5, 1, 12);
const NOW_S = NOW / 1000;

/** An emulator-style ID token: unsigned (`alg: none`), empty signature part, as firebase-tools makes them. */
function unsignedToken(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part(claims)}.`;
}

function claimsFor(uid: string, provider: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    aud: PROJECT,
    iss: `https://securetoken.google.com/${PROJECT}`,
    sub: uid,
    user_id: uid,
    iat: NOW_S - 60,
    exp: NOW_S + 3600,
    auth_time: NOW_S - 60,
    firebase: { identities: {}, sign_in_provider: provider },
    ...extra,
  };
}

/**
 * A stand-in for the Auth emulator's accounts:lookup: finds the user by the token's user_id, as
 * firebase-tools does, and answers its error shape otherwise.
 */
const users = new Map<string, Record<string, unknown>>([
  ['uid-google', { localId: 'uid-google', email: 'someone@example.com' }],
  ['uid-phone', { localId: 'uid-phone', phoneNumber: '+639170000001' }],
]);
const lookups: Array<{ key: string | undefined; body: unknown }> = [];
let server: Server;
let host: string;

beforeAll(async () => {
  const emulator = new Hono();
  emulator.post('/identitytoolkit.googleapis.com/v1/accounts:lookup', async (c) => {
    const body = (await c.req.json()) as { idToken?: string };
    lookups.push({ key: c.req.query('key'), body });
    const claims = decodeIdTokenClaims(body.idToken ?? '');
    const user = typeof claims?.user_id === 'string' ? users.get(claims.user_id) : undefined;
    if (user === undefined)
      return c.json({ error: { code: 400, message: 'USER_NOT_FOUND', errors: [{ message: 'USER_NOT_FOUND', reason: 'invalid' }] } }, 400);
    return c.json({ kind: 'identitytoolkit#GetAccountInfoResponse', users: [user] });
  });
  server = await new Promise<Server>((resolve) => {
    const created = serve({ fetch: emulator.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(created as Server)) as Server;
  });
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function verifier() {
  return createEmulatorVerifier({ host, projectId: PROJECT, now: () => NOW });
}

describe('the Auth emulator verifier', () => {
  it('accepts a google.com token of a user the emulator has, and reads the claims', async () => {
    const token = unsignedToken(claimsFor('uid-google', 'google.com', { email: 'someone@example.com', email_verified: true }));
    expect(await verifier().verify(token)).toEqual({ uid: 'uid-google', signInProvider: 'google.com', email: 'someone@example.com' });
    expect(lookups.at(-1)).toEqual({ key: 'any', body: { idToken: token } });
  });

  it('accepts a phone token and reads phone_number', async () => {
    const token = unsignedToken(claimsFor('uid-phone', 'phone', { phone_number: '+639170000001' }));
    expect(await verifier().verify(token)).toEqual({ uid: 'uid-phone', signInProvider: 'phone', phoneNumber: '+639170000001' });
  });

  it('refuses a token the emulator does not know the user of', async () => {
    expect(await verifier().verify(unsignedToken(claimsFor('uid-gone', 'google.com', { email: 'gone@example.com' })))).toBeNull();
  });

  it('refuses an expired token by the simulator clock, without asking the emulator', async () => {
    const before = lookups.length;
    const token = unsignedToken(claimsFor('uid-google', 'google.com', { exp: NOW_S - 1 }));
    expect(await verifier().verify(token)).toBeNull();
    expect(await createEmulatorVerifier({ host, projectId: PROJECT, now: () => NOW - 10_000 }).verify(token)).not.toBeNull();
    expect(lookups.length).toBe(before + 1);
  });

  it('refuses another audience or issuer', async () => {
    expect(await verifier().verify(unsignedToken(claimsFor('uid-google', 'google.com', { aud: 'demo-other' })))).toBeNull();
    expect(
      await verifier().verify(unsignedToken(claimsFor('uid-google', 'google.com', { iss: 'https://securetoken.google.com/demo-other' }))),
    ).toBeNull();
    expect(
      await verifier().verify(unsignedToken(claimsFor('uid-google', 'google.com', { iss: 'https://accounts.google.com' }))),
    ).toBeNull();
  });

  it('refuses text that is not a token, and a token without sub or provider', async () => {
    expect(await verifier().verify('not-a-token')).toBeNull();
    expect(await verifier().verify('a.b.c')).toBeNull();
    expect(await verifier().verify('')).toBeNull();
    expect(await verifier().verify(unsignedToken(claimsFor('', 'google.com')))).toBeNull();
    expect(await verifier().verify(unsignedToken({ ...claimsFor('uid-google', 'google.com'), firebase: {} }))).toBeNull();
  });

  it('checks the configured project id', async () => {
    const other = createEmulatorVerifier({ host, projectId: 'demo-other', now: () => NOW });
    expect(await other.verify(unsignedToken(claimsFor('uid-google', 'google.com')))).toBeNull();
    expect(
      await other.verify(
        unsignedToken(claimsFor('uid-google', 'google.com', { aud: 'demo-other', iss: 'https://securetoken.google.com/demo-other' })),
      ),
    ).not.toBeNull();
  });

  it('throws IdentityProviderUnreachable, naming the emulator, when nothing answers', async () => {
    const closed = await new Promise<Server>((resolve) => {
      const created = serve({ fetch: () => new Response('x'), port: 0, hostname: '127.0.0.1' }, () => resolve(created as Server)) as Server;
    });
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const dead = createEmulatorVerifier({ host: `127.0.0.1:${port}`, now: () => NOW });
    const token = unsignedToken(claimsFor('uid-google', 'google.com'));
    await expect(dead.verify(token)).rejects.toBeInstanceOf(IdentityProviderUnreachable);
    await expect(dead.verify(token)).rejects.toThrow(`http://127.0.0.1:${port}`);
  });
});

describe('emulator settings', () => {
  it('reads FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_PROJECT_ID (default demo-lotto)', () => {
    expect(emulatorSettingsFromEnv({})).toBeNull();
    expect(emulatorSettingsFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '  ' })).toBeNull();
    expect(emulatorSettingsFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toEqual({
      host: '127.0.0.1:9099',
      projectId: 'demo-lotto',
    });
    expect(emulatorSettingsFromEnv({ FIREBASE_AUTH_EMULATOR_HOST: 'localhost:9199', FIREBASE_PROJECT_ID: 'demo-x' })).toEqual({
      host: 'localhost:9199',
      projectId: 'demo-x',
    });
  });

  it('turns host:port into an origin and refuses what is not one', () => {
    expect(emulatorOrigin('127.0.0.1:9099')).toBe('http://127.0.0.1:9099');
    expect(emulatorOrigin('http://localhost:9099/')).toBe('http://localhost:9099');
    expect(() => emulatorOrigin('127.0.0.1:9099/some/path')).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });

  it('gives the simulator the emulator verifier only when the variable is set', () => {
    const none = resolveSimOptions({ env: {}, appDist: '/x' });
    expect(none.identityVerifier).toBeNull();
    expect(none.firebaseAuthEmulator).toBeNull();

    const set = resolveSimOptions({
      env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' },
      appDist: '/x',
    });
    expect(set.identityVerifier).not.toBeNull();
    expect(set.firebaseAuthEmulator).toEqual({ origin: 'http://127.0.0.1:9099', projectId: 'demo-lotto' });

    const injected = { verify: () => Promise.resolve(null) };
    expect(resolveSimOptions({ env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, identityVerifier: injected }).identityVerifier).toBe(
      injected,
    );
    expect(
      resolveSimOptions({ env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }, identityVerifier: null }).identityVerifier,
    ).toBeNull();
    expect(() => resolveSimOptions({ env: { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099/x' } })).toThrow(/FIREBASE_AUTH_EMULATOR_HOST/);
  });
});

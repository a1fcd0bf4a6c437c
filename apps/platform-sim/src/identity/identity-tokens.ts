/**
 * The identity provider's (Firebase Auth) ID tokens, as the platform would check them. The
 * simulator trusts only the Firebase Auth emulator (TOOLCHAIN.md): its tokens are unsigned
 * (`alg: none`), so the claims are checked here and the emulator is asked whether it issued the
 * token for a user it still has. Never point this at anything a merchant runs against a real
 * platform: a forged token for an existing emulator user passes.
 */

/** Firebase project of the emulator when FIREBASE_PROJECT_ID is not set (`demo-` ids need no credentials). */
const DEFAULT_FIREBASE_PROJECT_ID = 'demo-lotto';
/** The standard variable of the Firebase SDKs and tools: `host:port` of the Auth emulator. */
export const EMULATOR_HOST_VARIABLE = 'FIREBASE_AUTH_EMULATOR_HOST';
const PROJECT_ID_VARIABLE = 'FIREBASE_PROJECT_ID';
/** How long the emulator may take to answer the lookup. */
const EMULATOR_LOOKUP_TIMEOUT_MS = 5_000;

const MS_PER_S = 1_000;

/** Who a valid ID token stands for. */
export interface VerifiedIdentity {
  /** The provider's user id (the token's `sub`). */
  uid: string;
  /** `firebase.sign_in_provider`: `google.com`, `phone`, or another provider id. */
  signInProvider: string;
  email?: string;
  /** E.164, e.g. `+639170000001`. */
  phoneNumber?: string;
}

/** Checks an ID token; null when it is not valid (malformed, expired, not this project's, unknown user). */
export interface IdentityVerifier {
  verify(idToken: string): Promise<VerifiedIdentity | null>;
}

/** The emulator did not answer (not running, wrong host): not the token's fault, so not a null. */
export class IdentityProviderUnreachable extends Error {
  override readonly name = 'IdentityProviderUnreachable';
}

type Claims = Record<string, unknown>;

function isObject(value: unknown): value is Claims {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The JWT's payload, unverified; null when the text is not three dot-separated Base64url parts with a JSON object in the middle. */
export function decodeIdTokenClaims(idToken: string): Claims | null {
  const parts = idToken.trim().split('.');
  if (parts.length !== 3 || parts[1] === undefined || !/^[A-Za-z0-9_-]+={0,2}$/.test(parts[1])) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
    return isObject(claims) ? claims : null;
  } catch {
    return null;
  }
}

/** The identity a token's claims name, or why they are not acceptable for the project at this time. */
function identityFromClaims(claims: Claims, projectId: string, now: number): VerifiedIdentity | string {
  if (claims.aud !== projectId) return `audience is ${JSON.stringify(claims.aud)}, not ${projectId}`;
  const issuer = `https://securetoken.google.com/${projectId}`;
  if (claims.iss !== issuer) return `issuer is ${JSON.stringify(claims.iss)}, not ${issuer}`;
  if (typeof claims.exp !== 'number' || claims.exp * MS_PER_S <= now) return 'the token has expired';
  if (typeof claims.sub !== 'string' || claims.sub === '') return 'the token names no user (sub)';
  const firebase = isObject(claims.firebase) ? claims.firebase : {};
  const provider = firebase.sign_in_provider;
  if (typeof provider !== 'string' || provider === '') return 'the token names no sign-in provider';
  const identity: VerifiedIdentity = { uid: claims.sub, signInProvider: provider };
  if (typeof claims.email === 'string' && claims.email !== '') identity.email = claims.email;
  if (typeof claims.phone_number === 'string' && claims.phone_number !== '') identity.phoneNumber = claims.phone_number;
  return identity;
}

/** `host:port` as the variable gives it (a scheme is tolerated) → `http://host:port`; throws when it is not a host. */
export function emulatorOrigin(host: string): string {
  const trimmed = host.trim();
  const url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `http://${trimmed}`);
  if (url.hostname === '' || (url.pathname !== '/' && url.pathname !== '')) {
    throw new Error(`${EMULATOR_HOST_VARIABLE} must be host:port, e.g. 127.0.0.1:9099, not ${host}`);
  }
  return url.origin;
}

export interface EmulatorVerifierOptions {
  /** `host:port` of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). */
  host: string;
  projectId?: string;
  /** The simulator's clock, for `exp`. */
  now?: () => number;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The emulator's verifier: the claims must be the project's (`aud`, `iss`), unexpired by the
 * simulator's clock, and name a user and a sign-in provider; then
 * `POST {origin}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=any` with `{ idToken }`
 * must answer that user (the emulator answers an error for a user it does not have, or a token
 * issued before the user's tokens were revoked). No answer at all throws IdentityProviderUnreachable.
 */
export function createEmulatorVerifier(options: EmulatorVerifierOptions): IdentityVerifier & { origin: string; projectId: string } {
  const origin = emulatorOrigin(options.host);
  const projectId = options.projectId ?? DEFAULT_FIREBASE_PROJECT_ID;
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? EMULATOR_LOOKUP_TIMEOUT_MS;
  const lookupUrl = `${origin}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=any`;

  async function lookupUid(idToken: string): Promise<string | null> {
    let response: Response;
    try {
      response = await doFetch(lookupUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ idToken }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new IdentityProviderUnreachable(`The Firebase Auth emulator at ${origin} did not answer (${reason}); is it running?`, {
        cause: error,
      });
    }
    if (!response.ok) return null;
    let body: unknown;
    try {
      body = await response.json();
    } catch {
      return null;
    }
    const users = isObject(body) && Array.isArray(body.users) ? (body.users as unknown[]) : [];
    const user = users[0];
    return isObject(user) && typeof user.localId === 'string' ? user.localId : null;
  }

  return {
    origin,
    projectId,
    async verify(idToken: string): Promise<VerifiedIdentity | null> {
      const claims = decodeIdTokenClaims(idToken);
      if (claims === null) return null;
      const identity = identityFromClaims(claims, projectId, now());
      if (typeof identity === 'string') return null;
      return (await lookupUid(idToken.trim())) === identity.uid ? identity : null;
    },
  };
}

/** The emulator settings the environment gives, or null when FIREBASE_AUTH_EMULATOR_HOST is unset or blank. */
export function emulatorSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): { host: string; projectId: string } | null {
  const host = env[EMULATOR_HOST_VARIABLE]?.trim() ?? '';
  if (host === '') return null;
  const projectId = env[PROJECT_ID_VARIABLE]?.trim() || DEFAULT_FIREBASE_PROJECT_ID;
  return { host, projectId };
}

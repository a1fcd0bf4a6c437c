import { fileURLToPath } from 'node:url';
import { createEmulatorVerifier, emulatorOrigin, emulatorSettingsFromEnv, type IdentityVerifier } from './identity/identity-tokens';
import type { RsaKeyRing } from './crypto/rsa-keys';
import { DEFAULT_MERCHANT, DEFAULT_SEED } from './seed/index';
import type { Seed } from './seed/types';

/** The mobile app's build output, found from this file so the simulator runs from any working directory. */
const DEFAULT_APP_DIST = fileURLToPath(new URL('../../mobile/dist', import.meta.url));

export interface SimOptions {
  /** The built app served under /m/. Default: APP_DIST, else apps/mobile/dist. */
  appDist?: string;
  /** Forward every /wps request to this platform. Default: PLATFORM_URL; null turns forwarding off whatever the environment says. */
  platformUrl?: string | null;
  /** Seed data; default the seeded merchants and members of src/seed. */
  seed?: Seed;
  /** Merchant for requests without a Merchant header. */
  defaultMerchant?: string;
  /** Share one key ring between simulators (saves generating keys in tests). */
  rsaKeys?: RsaKeyRing;
  /** Clock for sessions and key rotation. */
  now?: () => number;
  /** Environment to read APP_DIST, PLATFORM_URL, FIREBASE_AUTH_EMULATOR_HOST and FIREBASE_PROJECT_ID from; default process.env. */
  env?: Readonly<Record<string, string | undefined>>;
  /**
   * Checks the identity provider's ID tokens (firebase login, binding, register/firebase).
   * Default: the Firebase Auth emulator's verifier when FIREBASE_AUTH_EMULATOR_HOST is set, else
   * null (those calls answer function.not.available).
   */
  identityVerifier?: IdentityVerifier | null;
}

export interface ResolvedSimOptions {
  appDist: string;
  platformUrl: string | null;
  seed: Seed;
  defaultMerchant: string;
  rsaKeys: RsaKeyRing | undefined;
  now: () => number;
  identityVerifier: IdentityVerifier | null;
  /** The Auth emulator of FIREBASE_AUTH_EMULATOR_HOST (FIREBASE_PROJECT_ID, default demo-lotto), or null. */
  firebaseAuthEmulator: { origin: string; projectId: string } | null;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** Options win over the environment, the environment over the defaults. */
export function resolveSimOptions(options: SimOptions = {}): ResolvedSimOptions {
  const env = options.env ?? process.env;
  const platformUrl = options.platformUrl === undefined ? (nonEmpty(env.PLATFORM_URL) ?? null) : options.platformUrl;
  if (platformUrl !== null) new URL(platformUrl); // fail at start-up, not on the first call, when it is not a URL
  const now = options.now ?? Date.now;
  const emulator = emulatorSettingsFromEnv(env);
  // emulatorOrigin throws for a value that is not host:port: fail at start-up here too.
  const firebaseAuthEmulator = emulator === null ? null : { origin: emulatorOrigin(emulator.host), projectId: emulator.projectId };
  const identityVerifier =
    options.identityVerifier !== undefined
      ? options.identityVerifier
      : emulator === null
        ? null
        : createEmulatorVerifier({ ...emulator, now });
  return {
    appDist: options.appDist ?? nonEmpty(env.APP_DIST) ?? DEFAULT_APP_DIST,
    platformUrl,
    seed: options.seed ?? DEFAULT_SEED,
    defaultMerchant: options.defaultMerchant ?? DEFAULT_MERCHANT,
    rsaKeys: options.rsaKeys,
    now,
    identityVerifier,
    firebaseAuthEmulator,
  };
}

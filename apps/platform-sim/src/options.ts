import { fileURLToPath } from 'node:url';
import type { CspSources } from './csp';
import type { RsaKeyRing } from './rsa-keys';
import { DEFAULT_MERCHANT, DEFAULT_SEED } from './seed/index';
import type { Seed } from './seed/types';

/** The mobile app's build output, found from this file so the simulator runs from any working directory. */
export const DEFAULT_APP_DIST = fileURLToPath(new URL('../../mobile/dist', import.meta.url));

export interface SimOptions {
  /** The built app served under /m/. Default: APP_DIST, else apps/mobile/dist. */
  appDist?: string;
  /** Forward every /wps request to this platform. Default: PLATFORM_URL; null turns forwarding off whatever the environment says. */
  platformUrl?: string | null;
  /** Seed data; default the seeded merchants and members of src/seed. */
  seed?: Seed;
  /** Merchant for requests without a Merchant header. */
  defaultMerchant?: string;
  /** Extra Content-Security-Policy sources for the app's HTML (e.g. the Firebase Auth emulator). */
  csp?: CspSources;
  /** Share one key ring between simulators (saves generating keys in tests). */
  rsaKeys?: RsaKeyRing;
  /** Clock for sessions and key rotation. */
  now?: () => number;
  /** Environment to read APP_DIST and PLATFORM_URL from; default process.env. */
  env?: Readonly<Record<string, string | undefined>>;
}

export interface ResolvedSimOptions {
  appDist: string;
  platformUrl: string | null;
  seed: Seed;
  defaultMerchant: string;
  csp: CspSources;
  rsaKeys: RsaKeyRing | undefined;
  now: () => number;
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** Options win over the environment, the environment over the defaults. */
export function resolveSimOptions(options: SimOptions = {}): ResolvedSimOptions {
  const env = options.env ?? process.env;
  const platformUrl = options.platformUrl === undefined ? (nonEmpty(env.PLATFORM_URL) ?? null) : options.platformUrl;
  if (platformUrl !== null) new URL(platformUrl); // fail at start-up, not on the first call, when it is not a URL
  return {
    appDist: options.appDist ?? nonEmpty(env.APP_DIST) ?? DEFAULT_APP_DIST,
    platformUrl,
    seed: options.seed ?? DEFAULT_SEED,
    defaultMerchant: options.defaultMerchant ?? DEFAULT_MERCHANT,
    csp: options.csp ?? {},
    rsaKeys: options.rsaKeys,
    now: options.now ?? Date.now,
  };
}

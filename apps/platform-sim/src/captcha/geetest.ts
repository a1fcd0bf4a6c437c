import { createHash } from 'node:crypto';
import type { MerchantSeed } from '../seed/types';

/**
 * The simulated Geetest service's names: where its hosts are (the stand-in, geetest-standin/,
 * serves them on the simulator's origin), the vendor's loader codes, and a merchant's gt. What
 * it has issued is kept in state/geetest-captchas.ts.
 */

export const GEETEST_BASE_PATH = '/sim-geetest';
/** The vendor's three API hosts and three static hosts (spec 000 §9), as path segments of the simulator. */
export const GEETEST_API_HOSTS = ['sim-api-1', 'sim-api-2', 'sim-api-3'] as const;
export const GEETEST_STATIC_HOSTS = ['sim-static-1', 'sim-static-2', 'sim-static-3'] as const;
export type GeetestHostKind = 'api' | 'static';

/** The vendor loader's codes for a script or resource that timed out; the stand-in reports them with msg "Network failure". */
export const GEETEST_ERROR_DETAILS: Readonly<Record<string, string>> = {
  '60204': 'js resource load timeout',
  '60205': 'gct resource load timeout',
};
export const GEETEST_NETWORK_FAILURE = 'Network failure';

export function geetestHostKind(host: string): GeetestHostKind | null {
  if ((GEETEST_API_HOSTS as readonly string[]).includes(host)) return 'api';
  if ((GEETEST_STATIC_HOSTS as readonly string[]).includes(host)) return 'static';
  return null;
}

/** Absolute base URLs of the hosts on the simulator's own origin, e.g. http://127.0.0.1:8080/sim-geetest/sim-api-1. */
export function geetestHostUrls(origin: string): { api: string[]; static: string[] } {
  const base = (host: string) => `${origin}${GEETEST_BASE_PATH}/${host}`;
  return { api: GEETEST_API_HOSTS.map(base), static: GEETEST_STATIC_HOSTS.map(base) };
}

/** The v3 `gt` of a merchant: its GEETEST_ID, or a fixed id derived from its code when it has none. */
export function geetestGt(merchant: Pick<MerchantSeed, 'code' | 'gw'>): string {
  if (merchant.gw.GEETEST_ID !== '') return merchant.gw.GEETEST_ID;
  return createHash('md5').update(`sim-gt-${merchant.code}`).digest('hex');
}

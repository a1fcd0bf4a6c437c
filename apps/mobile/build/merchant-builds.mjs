import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The merchant `pnpm build` builds when MERCHANT is unset; its build is the one `pnpm start` serves. */
export const DEFAULT_MERCHANT = 'demo';

// Paths, not URLs: under jsdom (the app's unit tests) URL is jsdom's, which node:fs refuses.
const APP_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
const MERCHANTS_DIR = join(APP_DIR, 'merchants');
/** Files in merchants/ that are not a merchant. */
const NOT_A_MERCHANT = new Set(['index.ts', 'types.ts']);

/** Every merchant file's code, the default first: a merchant is `merchants/<code>.ts` (README, "Add a merchant"). */
export function merchantCodes() {
  const codes = readdirSync(MERCHANTS_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !NOT_A_MERCHANT.has(file))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort();
  return [DEFAULT_MERCHANT, ...codes.filter((code) => code !== DEFAULT_MERCHANT)];
}

/**
 * Where a merchant's build goes, relative to apps/mobile: the default's in dist/ (what the product and
 * the journeys serve), every other's in dist-merchants/<code>/ for its smoke journeys.
 */
export function merchantOutDir(code) {
  return code === DEFAULT_MERCHANT ? 'dist' : `dist-merchants/${code}`;
}

/** The same, as an absolute path. */
export function merchantDist(code) {
  return join(APP_DIR, merchantOutDir(code));
}

import { cpSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { merchantCodes, merchantDist, DEFAULT_MERCHANT } from '../apps/mobile/build/merchant-builds.mjs';
import { ROOT, run } from './lib/run.mjs';

/**
 * Turborepo hashes only the environment variables turbo.json declares: were MERCHANT left out,
 * `MERCHANT=demo2 pnpm build` would be handed the cached demo app. This builds the default merchant,
 * then every other, then the default again through `pnpm build` (each time only the app can miss the
 * cache) and checks that each build's manifest and page carry that merchant's name and colour.
 *
 * Each other merchant's build is then kept where its smoke journeys and the syntax check look for it
 * (dist-merchants/<code>, as `build:merchants` would put it): `pnpm test` builds each merchant once.
 * `pnpm test` builds the default merchant with MERCHANT set before this runs, so its first build
 * here is the cache's.
 */
function expected(code) {
  // The merchant files are TypeScript, which this script cannot import; their top-level fields are one line each.
  const source = readFileSync(join(ROOT, 'apps/mobile/merchants', `${code}.ts`), 'utf8');
  const field = (name) => new RegExp(`^  ${name}: '([^']+)',$`, 'm').exec(source)?.[1];
  return { name: field('name'), themeColor: field('themeColor') };
}

function check(code) {
  const want = expected(code);
  const dist = merchantDist(DEFAULT_MERCHANT);
  const manifest = JSON.parse(readFileSync(join(dist, 'manifest.webmanifest'), 'utf8'));
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const problems = [];
  if (!want.name || manifest.name !== want.name) problems.push(`manifest name ${manifest.name}, expected ${want.name}`);
  if (!want.themeColor || manifest.theme_color !== want.themeColor)
    problems.push(`theme ${manifest.theme_color}, expected ${want.themeColor}`);
  if (!html.includes(`<meta name="theme-color" content="${want.themeColor}"`))
    problems.push(`index.html lacks theme-color ${want.themeColor}`);
  if (problems.length > 0) {
    console.error(`✖ MERCHANT=${code} pnpm build gave another merchant's app: ${problems.join('; ')}`);
    process.exit(1);
  }
  console.log(`✔ MERCHANT=${code}: ${want.name} (${want.themeColor})`);
}

const others = merchantCodes().filter((code) => code !== DEFAULT_MERCHANT);
for (const code of [DEFAULT_MERCHANT, ...others, DEFAULT_MERCHANT]) {
  run('pnpm', ['run', 'build', '--output-logs=errors-only'], { env: { MERCHANT: code }, label: `pnpm run build (MERCHANT=${code})` });
  check(code);
  if (code === DEFAULT_MERCHANT) continue;
  const kept = merchantDist(code);
  rmSync(kept, { recursive: true, force: true });
  cpSync(merchantDist(DEFAULT_MERCHANT), kept, { recursive: true });
  console.log(`  kept in ${relative(ROOT, kept)}`);
}

import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative } from 'node:path';
import { merchantCodes, merchantDist, DEFAULT_MERCHANT } from '../apps/mobile/build/merchant-builds.mjs';
import { AUTH_EMULATOR_BUILD_ENV, AUTH_EMULATOR_HOST } from './lib/auth-emulator.mjs';
import { ROOT, run } from './lib/run.mjs';

/**
 * Turborepo hashes only the environment variables turbo.json declares: were MERCHANT left out,
 * `MERCHANT=demo2 pnpm build` would be handed the cached demo app, and were LOTTO_AUTH_EMULATOR left
 * out, a production build the journeys' emulator build. This builds the default merchant for
 * production, then another merchant, then the default again for the journeys (on the Auth emulator)
 * through `pnpm build` (each time only the app can miss the cache), and checks that each build's
 * manifest and page carry that merchant's name and colour, that the production build names the Auth
 * emulator nowhere (policy or code) and Google's sign-in hosts in its policy, and that the journeys'
 * build names the emulator. It leaves the journeys' build in dist/.
 *
 * Each other merchant's build is then kept where its smoke journeys and the syntax check look for it
 * (dist-merchants/<code>, as `build:merchants` would put it): `pnpm test` builds each merchant once.
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

/** Every file of the build, as text, by its path under dist/. */
function builtFiles(dist, folder = '') {
  return readdirSync(join(dist, folder), { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return builtFiles(dist, path);
    return /\.(?:js|html|json|webmanifest|css)$|^_headers$/.test(entry.name) ? [[path, readFileSync(join(dist, path), 'utf8')]] : [];
  });
}

/** The policy's sources on the loopback names that the merchant file itself lists (its lines, for a demo's simulator). */
function merchantLoopbackSources(code) {
  const source = readFileSync(join(ROOT, 'apps/mobile/merchants', `${code}.ts`), 'utf8');
  const lines = /^ {4}lines: \[([^\]]*)\]/m.exec(source)?.[1] ?? '';
  return new Set([...lines.matchAll(/'([^']+)'/g)].map((match) => match[1]).filter((host) => /127\.0\.0\.1|localhost/.test(host)));
}

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

/** A production build: no emulator address in any file, no loopback source in its policy but the merchant's own, Google's hosts for sign-in. */
function checkProduction(code) {
  const dist = merchantDist(DEFAULT_MERCHANT);
  const port = AUTH_EMULATOR_HOST.slice(AUTH_EMULATOR_HOST.lastIndexOf(':'));
  for (const [path, text] of builtFiles(dist))
    if (text.includes(port)) fail(`the production build's ${path} names the Auth emulator (${port})`);
  const policy = /Content-Security-Policy: (.*)/.exec(readFileSync(join(dist, '_headers'), 'utf8'))?.[1] ?? '';
  const allowed = merchantLoopbackSources(code);
  const loopback = policy.split(/[\s;]+/).filter((token) => /127\.0\.0\.1|localhost/.test(token) && !allowed.has(token));
  if (loopback.length > 0) fail(`the production build's policy names ${loopback.join(', ')}, which merchants/${code}.ts does not list`);
  if (!policy.includes('https://apis.google.com')) fail("the production build's policy lacks Google's sign-in hosts");
  console.log(`✔ MERCHANT=${code} for production: no Auth emulator address, Google's sign-in hosts in its policy`);
}

function checkEmulator() {
  const headers = readFileSync(join(merchantDist(DEFAULT_MERCHANT), '_headers'), 'utf8');
  if (!headers.includes(`http://${AUTH_EMULATOR_HOST}`))
    fail(`the journeys' build does not name the Auth emulator (http://${AUTH_EMULATOR_HOST})`);
  console.log(`✔ MERCHANT=${DEFAULT_MERCHANT} for the journeys: on the Auth emulator`);
}

/** Keeps another merchant's build where `build:merchants` would put it. */
function keep(code) {
  const kept = merchantDist(code);
  rmSync(kept, { recursive: true, force: true });
  cpSync(merchantDist(DEFAULT_MERCHANT), kept, { recursive: true });
  console.log(`  kept in ${relative(ROOT, kept)}`);
}

const others = merchantCodes().filter((code) => code !== DEFAULT_MERCHANT);
const builds = [
  { code: DEFAULT_MERCHANT, env: { LOTTO_AUTH_EMULATOR: '' }, after: () => checkProduction(DEFAULT_MERCHANT) },
  ...others.map((code) => ({ code, env: {}, after: () => keep(code) })),
  { code: DEFAULT_MERCHANT, env: AUTH_EMULATOR_BUILD_ENV, after: checkEmulator },
];
for (const { code, env, after } of builds) {
  run('pnpm', ['run', 'build', '--output-logs=errors-only'], {
    env: { MERCHANT: code, ...env },
    label: `pnpm run build (MERCHANT=${code})`,
  });
  check(code);
  after?.();
}

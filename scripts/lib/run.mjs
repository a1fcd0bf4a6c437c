import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a command in the repository root with inherited output; stops the script on failure. */
export function run(command, args, options = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...options.env } });
  // Each step's time, so CI's total can be read step by step from its log.
  console.log(`⏱ ${command} ${args.join(' ')}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Ctrl-C stops the command with the rest of the terminal's processes: a stop, not a failure to report.
  if (result.signal === 'SIGINT' || result.signal === 'SIGTERM') {
    console.log(`■ ${command} ${args.join(' ')} stopped (${result.signal})`);
    process.exit(result.signal === 'SIGINT' ? 130 : 143);
  }
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs Debian's packages for the binaries that are missing (as root, as CI runs); else says how. */
function ensureDebian(what, needs) {
  const missing = [...new Set(needs.filter(({ binary }) => !existsSync(binary)).map(({ pkg }) => pkg))];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    console.error(`${what} is missing. Install it with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...missing], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

/** The Playwright journeys run in Debian's Chromium; install it from Debian's packages when it is missing. */
export function ensureChromium() {
  ensureDebian(`Chromium (${CHROMIUM})`, [{ binary: CHROMIUM, pkg: 'chromium' }]);
}

/**
 * The cross-engine journeys (e2e/engines) run in Debian's WebKitGTK and Firefox ESR: WebKit's
 * WebDriver server with its MiniBrowser under an X server of its own, and Firefox, which speaks
 * WebDriver BiDi itself.
 */
export function ensureEngines() {
  ensureDebian('WebKitGTK, Xvfb or Firefox ESR', [
    { binary: '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver' },
    { binary: '/usr/bin/Xvfb', pkg: 'xvfb' },
    { binary: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
  ]);
}

/** Debian's nginx, for the production recipe and the journeys that run against it (scripts/nginx.mjs). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The production recipe runs in Debian's nginx; install it from Debian's packages when it is missing. */
export function ensureNginx() {
  ensureDebian(`nginx (${NGINX})`, [{ binary: NGINX, pkg: 'nginx' }]);
}

import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Runs a command in the repository root with inherited output; stops the script on failure. */
export function run(command, args, options = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...options.env } });
  if (result.status !== 0) {
    console.error(`✖ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Journeys run in Debian's Chromium only; install it from Debian's packages when it is missing. */
export function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium`);
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

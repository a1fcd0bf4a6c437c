import { spawn } from 'node:child_process';
import { ROOT, run } from './lib/run.mjs';

/**
 * Installs, builds and starts the product on the built-in simulator: the app and the
 * platform API on one port (PORT, default 8080). The Firebase Auth emulator starts beside
 * it (about 20 s) for "Continue with Google" and SMS through the provider; the rest of the
 * app is usable before it is ready. AUTH_EMULATOR=off leaves it out.
 */
const EMULATOR_HOST = '127.0.0.1:9099';

run('pnpm', ['install', '--frozen-lockfile']);
run('pnpm', ['run', 'build']);

const withEmulator = process.env.AUTH_EMULATOR !== 'off';
if (withEmulator) {
  const emulator = spawn(
    'pnpm',
    ['--filter', '@lotto/e2e', 'exec', 'firebase', 'emulators:start', '--only', 'auth', '--project', 'demo-lotto'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const stop = () => emulator.kill('SIGINT');
  process.on('exit', stop);
  process.on('SIGINT', () => process.exit(130));
  process.on('SIGTERM', () => process.exit(143));
}
run('pnpm', ['--filter', '@lotto/platform-sim', 'start'], { env: withEmulator ? { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST } : {} });

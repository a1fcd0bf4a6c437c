import { AUTH_EMULATOR_BUILD_ENV } from './lib/auth-emulator.mjs';
import { ensureChromium, run } from './lib/run.mjs';

/** End-to-end journeys against the build served by the simulator: a production build but for the Auth emulator's address. */
ensureChromium();
if (!process.argv.includes('--no-build')) {
  run('pnpm', ['run', 'build'], { env: AUTH_EMULATOR_BUILD_ENV });
  // The other merchants' apps, for their smoke journeys.
  run('pnpm', ['--filter', '@lotto/mobile', 'run', 'build:merchants']);
}
run('pnpm', ['--filter', '@lotto/e2e', 'exec', 'playwright', 'test', ...process.argv.slice(2).filter((arg) => arg !== '--no-build')]);

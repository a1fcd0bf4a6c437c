import { ensureChromium, run } from './lib/run.mjs';

/** End-to-end journeys against the production build served by the simulator. */
ensureChromium();
if (!process.argv.includes('--no-build')) {
  run('pnpm', ['run', 'build']);
  // The other merchants' apps, for their smoke journeys.
  run('pnpm', ['--filter', '@lotto/mobile', 'run', 'build:merchants']);
}
run('pnpm', ['--filter', '@lotto/e2e', 'exec', 'playwright', 'test', ...process.argv.slice(2).filter((arg) => arg !== '--no-build')]);

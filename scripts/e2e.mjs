import { ensureChromium, run } from './lib/run.mjs';

/** End-to-end journeys against the production build served by the simulator. */
ensureChromium();
if (!process.argv.includes('--no-build')) run('pnpm', ['run', 'build']);
run('pnpm', ['--filter', '@lotto/e2e', 'exec', 'playwright', 'test', ...process.argv.slice(2).filter((arg) => arg !== '--no-build')]);

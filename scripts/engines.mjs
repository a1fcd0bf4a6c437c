import { ensureEngines, run } from './lib/run.mjs';

/** The cross-engine journeys (WebKit, Gecko) against the production build served by the simulator. */
ensureEngines();
if (!process.argv.includes('--no-build')) run('pnpm', ['run', 'build']);
run('pnpm', ['--filter', '@lotto/e2e', 'run', 'test:engines']);

import { ensureChromium, run } from './lib/run.mjs';

/** Production build, then sizes and Lighthouse figures per route (e2e/bench/run.mjs). */
ensureChromium();
run('pnpm', ['run', 'build']);
run('pnpm', ['--filter', '@lotto/e2e', 'bench']);

import { ensureChromium, run } from './lib/run.mjs';

/**
 * Production build, then sizes and Lighthouse figures per route (e2e/bench/run.mjs); with `--compare`,
 * the floor app is built too and the product is measured against it (e2e/bench/compare.mjs).
 */
const compare = process.argv.includes('--compare');
ensureChromium();
run('pnpm', ['run', 'build']);
if (compare) {
  run('pnpm', ['--filter', '@lotto/bench-floor', 'build:floor']);
  run('pnpm', ['--filter', '@lotto/e2e', 'bench:compare']);
} else {
  run('pnpm', ['--filter', '@lotto/e2e', 'bench']);
}

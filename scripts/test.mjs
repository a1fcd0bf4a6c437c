import { ensureChromium, ensureEngines, ensureNginx, run } from './lib/run.mjs';

/**
 * The one test command (`pnpm test`): lint and import rules, type checks, unit tests,
 * the production build with its byte budget, the build cache's merchant check, every other merchant's app, the syntax check of
 * every emitted file for the oldest supported browsers and the check of their stylesheets' fallbacks, the Storybook build and its stories smoke (every
 * story rendered, its play function's assertions and axe's serious and critical rules), and the journeys: in
 * Chromium (Playwright, with each merchant's smoke set), then a set of them against nginx serving the
 * build with exactly the headers it ships (the production recipe, scripts/nginx.mjs), then in WebKit
 * and Gecko (the cross-engine suite, e2e/engines).
 */
ensureChromium();
ensureEngines();
ensureNginx();
run('pnpm', ['run', 'lint']);
run('pnpm', ['run', 'build']);
// The cache must not mix merchants up: demo, demo2, demo again through `pnpm build` (packages from the cache).
run('node', ['scripts/check-build-cache.mjs']);
run('pnpm', ['--filter', '@lotto/mobile', 'run', 'build:merchants']);
run('node', ['scripts/check-syntax.mjs']);
run('node', ['scripts/check-css.mjs']);
run('pnpm', ['run', 'typecheck']);
run('pnpm', ['exec', 'vitest', 'run']);
run('pnpm', ['--filter', '@lotto/e2e', 'run', 'test:stories']);
run('pnpm', ['--filter', '@lotto/e2e', 'exec', 'playwright', 'test']);
run('pnpm', ['--filter', '@lotto/e2e', 'run', 'test:nginx']);
run('pnpm', ['--filter', '@lotto/e2e', 'run', 'test:engines']);

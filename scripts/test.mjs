import { ensureChromium, ensureEngines, run } from './lib/run.mjs';

/**
 * The one test command (`pnpm test`): lint and import rules, type checks, unit tests,
 * the production build with its byte budget, the Storybook build, and the journeys: in Chromium
 * (Playwright), then in WebKit and Gecko (the cross-engine suite, e2e/engines).
 */
ensureChromium();
ensureEngines();
run('pnpm', ['run', 'lint']);
run('pnpm', ['run', 'build']);
run('pnpm', ['run', 'typecheck']);
run('pnpm', ['exec', 'vitest', 'run']);
run('pnpm', ['--filter', '@lotto/e2e', 'exec', 'playwright', 'test']);
run('pnpm', ['--filter', '@lotto/e2e', 'run', 'test:engines']);

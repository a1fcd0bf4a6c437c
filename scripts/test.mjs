import { DEFAULT_MERCHANT } from '../apps/mobile/build/merchant-builds.mjs';
import { AUTH_EMULATOR_BUILD_ENV } from './lib/auth-emulator.mjs';
import { ensureTestTools, printStepTimes, run, runTogether } from './lib/run.mjs';

/**
 * The one test command (`pnpm test`): lint and import rules, type checks, unit tests,
 * the journeys' build (on the Auth emulator) with its byte budget, the build cache's merchant and production check, every other merchant's app, the syntax check of
 * every emitted file for the oldest supported browsers and the check of their stylesheets' fallbacks, the Storybook build and its stories smoke (every
 * story rendered, its play function's assertions and axe's serious and critical rules), beside them a set
 * of journeys against nginx serving the build with exactly the headers it ships (the production recipe,
 * scripts/nginx.mjs) and the cross-engine suite in WebKit and Gecko (e2e/engines), then the journeys in
 * Chromium (Playwright, with each merchant's smoke set). It ends with each step's wall and CPU seconds.
 */
// Where the minutes went, step by step, also when a step fails.
process.on('exit', printStepTimes);
ensureTestTools();
// The journeys' build signs in against the Auth emulator (identity-provider.spec.ts); the build cache
// check makes a production build beside it and checks it carries no emulator address.
Object.assign(process.env, AUTH_EMULATOR_BUILD_ENV);
// Every build here without the packages' type declarations (tsup's DTS: a type check of each package
// with its dependencies' sources, the costliest part of the build): nothing tested reads them (tsc,
// Vitest, knip and the app's build resolve the packages' sources or JavaScript), and the type check
// reports every error they could meet (tsc with `declaration` on and no emit checks declaration rules).
// `pnpm build` still writes them, for publishing.
process.env.LOTTO_SKIP_DTS = '1';
// Lint reads only sources (knip too, through tooling/tsconfig.knip.json): its two halves (`pnpm run
// lint` is ESLint, then the rest), each one core's work, run beside the build, whose chain of packages
// leaves a core idle most of its time. MERCHANT named, as the cache check names it, so that the
// check's last build (the journeys' one) is this one from the cache.
await runTogether([
  { label: 'lint: eslint', command: 'pnpm', args: ['run', 'lint:es'] },
  { label: 'lint: the rest', command: 'pnpm', args: ['run', 'lint:rest'] },
  { label: 'build', command: 'pnpm', args: ['run', 'build'], env: { MERCHANT: DEFAULT_MERCHANT } },
]);
// The cache must not mix merchants up: demo, demo2, demo again through `pnpm build` (packages from the
// cache). It keeps every other merchant's build in dist-merchants/ (what build:merchants would build again).
run('node', ['scripts/check-build-cache.mjs']);
run('node', ['scripts/check-syntax.mjs']);
run('node', ['scripts/check-css.mjs']);
// The same checks as `pnpm run typecheck`, the packages that share compiler options as one program (scripts/typecheck.mjs).
run('node', ['scripts/typecheck.mjs']);
// Vitest runs one worker on two cores (its default: cores - 1), the stories smoke mostly waits for each
// story to settle, and the nginx journeys and the engines (one browser each, on ports, simulators and
// output folders of their own) wait on their pages: side by side the four share the cores instead of
// each leaving one idle (measured on two idle cores: 226 s together against 148 s + 130 s in two pairs).
await runTogether([
  { label: 'unit tests', command: 'pnpm', args: ['exec', 'vitest', 'run'] },
  { label: 'stories smoke', command: 'pnpm', args: ['--filter', '@lotto/e2e', 'run', 'test:stories'] },
  { label: 'nginx journeys', command: 'pnpm', args: ['--filter', '@lotto/e2e', 'run', 'test:nginx'] },
  { label: 'engines', command: 'pnpm', args: ['--filter', '@lotto/e2e', 'run', 'test:engines'] },
]);
// The Chromium journeys fill both cores on their own (two workers, each a browser and a simulator).
run('pnpm', ['--filter', '@lotto/e2e', 'exec', 'playwright', 'test']);

import { run } from './lib/run.mjs';

/**
 * Installs, builds and starts the product on the built-in simulator: the app and the
 * platform API on one port (PORT, default 8080).
 */
run('pnpm', ['install', '--frozen-lockfile']);
run('pnpm', ['run', 'build']);
run('pnpm', ['--filter', '@lotto/platform-sim', 'start']);

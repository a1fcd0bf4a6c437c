import { defineConfig } from 'vitest/config';

/**
 * The cross-engine journeys (engines/run.mjs runs this once per engine, against one simulator):
 * one file at a time, as the simulator's state is shared, with Playwright's journey timeout.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/*.journey.ts'],
    globalSetup: ['lib/global-setup.ts'],
    fileParallelism: false,
    // The files share one worker and its modules, so one browser start serves every journey.
    isolate: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    retry: 0,
  },
});

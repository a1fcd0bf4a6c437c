import { defineConfig } from 'vitest/config';

/**
 * The cross-engine journeys (engines/run.mjs runs this once per engine, against one simulator):
 * one file at a time, as the simulator's state is shared, with Playwright's journey timeout.
 */
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['journeys/*.journey.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 60_000,
    retries: 0,
  },
});

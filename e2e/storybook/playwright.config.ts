import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium';

/** Where the static Storybook is served (`pnpm storybook:build` first); its own port, beside the journeys' (tooling/ports.test.mjs). */
const STORIES_PORT = Number(process.env.STORIES_PORT ?? 6007);

/** Workers, each with one preview frame its stories take turns in; two fit CI's two cores. */
const STORIES_WORKERS = Number(process.env.STORIES_WORKERS ?? 2);

/** Every story of the static Storybook, opened once: packages' and the shell's alike (stories.spec.ts). */
export default defineConfig({
  testDir: '.',
  outputDir: '../test-results/storybook',
  workers: STORIES_WORKERS,
  fullyParallel: true,
  retries: 0,
  timeout: 30_000,
  reporter: [['list']],
  use: {
    // The phone the preview frame is opened as is set where it is opened (stories.spec.ts).
    baseURL: `http://127.0.0.1:${STORIES_PORT}`,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    locale: 'en-US',
  },
  webServer: {
    command: `pnpm --filter @lotto/storybook exec vite preview --outDir storybook-static --host 127.0.0.1 --port ${STORIES_PORT} --strictPort`,
    url: `http://127.0.0.1:${STORIES_PORT}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

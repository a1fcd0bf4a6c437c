import { defineConfig, devices } from '@playwright/test';
import { DEFAULT_MERCHANT, merchantCodes, merchantDist } from '../apps/mobile/build/merchant-builds.mjs';
import { AUTH_EMULATOR_HOST, AUTH_EMULATOR_PROJECT } from './lib/auth-emulator';
import { CHROMIUM_ARGS, CHROMIUM_PATH, JOURNEY_TRACE } from './lib/chromium';
import { E2E_PORT, JOURNEY_WORKERS, journeyURL } from './lib/journey-ports';
import type { MerchantSmokeOptions } from './smoke/merchant-option';

/** The simulator serves the built app and the platform API on one origin, as production does. */
const baseURL = journeyURL(0);

/**
 * Every other merchant's build is served by a simulator of its own (the app sends its merchant's code,
 * the simulator answers as that merchant's platform), on the ports after the journeys' three line
 * hosts, one each, without line hosts: only the smoke set runs there.
 */
const MERCHANT_PORT_OFFSET = 4;
const otherMerchants = merchantCodes().filter((code) => code !== DEFAULT_MERCHANT);
const merchantURL = (code: string) =>
  code === DEFAULT_MERCHANT ? baseURL : `http://127.0.0.1:${E2E_PORT + MERCHANT_PORT_OFFSET + otherMerchants.indexOf(code)}`;

export default defineConfig<MerchantSmokeOptions>({
  testDir: './tests',
  outputDir: './test-results',
  // Each worker has a simulator of its own (lib/fixtures.ts points its journeys there); a file's
  // journeys stay together in one worker, in order.
  workers: JOURNEY_WORKERS,
  fullyParallel: false,
  // A journey that passes only on a retry is a failing journey: the race is fixed where it lives.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  // The files that took longest, at the end of the run: where CI's journey minutes go (issue 31).
  reportSlowTests: { max: 15, threshold: 20_000 },
  use: {
    ...devices['Pixel 7'],
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: JOURNEY_TRACE,
    screenshot: 'only-on-failure',
    locale: 'en-US',
  },
  projects: [
    { name: 'journeys' },
    // A short smoke set per merchant build (theme, name and logo, white-label flags, manifest), not the suite twice.
    ...merchantCodes().map((code) => ({
      name: `merchant ${code}`,
      testDir: './smoke',
      use: { baseURL: merchantURL(code), merchant: code },
    })),
  ],
  webServer: [
    ...Array.from({ length: JOURNEY_WORKERS }, (_, worker) => ({
      command: 'pnpm --filter @lotto/platform-sim start',
      url: `${journeyURL(worker)}/wps/system/test/ping`,
      env: {
        PORT: new URL(journeyURL(worker)).port,
        HOST: '127.0.0.1',
        FIREBASE_AUTH_EMULATOR_HOST: AUTH_EMULATOR_HOST,
        FIREBASE_PROJECT_ID: AUTH_EMULATOR_PROJECT,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
    // The identity provider's journeys run against the real Firebase Auth emulator (offline).
    {
      command: `pnpm exec firebase emulators:start --only auth --project ${AUTH_EMULATOR_PROJECT}`,
      url: `http://${AUTH_EMULATOR_HOST}/`,
      // An emulator already running (./start.sh) serves as well: journeys clear its accounts first.
      reuseExistingServer: true,
      timeout: 120_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    ...otherMerchants.map((code) => ({
      command: 'pnpm --filter @lotto/platform-sim start',
      url: `${merchantURL(code)}/wps/system/test/ping`,
      env: { PORT: new URL(merchantURL(code)).port, HOST: '127.0.0.1', LINE_PORTS: 'none', APP_DIST: merchantDist(code) },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
  ],
});

import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, JOURNEY_TRACE } from './lib/chromium';
import { NGINX_E2E_PORT } from './lib/journey-ports';

/**
 * Journeys that test what ships: Debian's nginx serves the build with exactly its `_headers`
 * (scripts/nginx.mjs, the production recipe) and proxies /wps and the simulator's stand-ins to a
 * simulator behind it, which adds nothing to the policy. A set that covers each kind of page and
 * call: home, login, register, the line chooser, a game launch, customer service, the installed app.
 */
const baseURL = `http://127.0.0.1:${NGINX_E2E_PORT}`;

/**
 * One or two journeys per kind of page, those that reach what only a deployment's policy and
 * caching can break: the home paths, a login and a password change, a registration, the line
 * chooser's pings to the line hosts, a game on a line host, the service widget, the installed
 * app's worker and manifest. About three minutes on CI's two cores.
 */
const PICKED: Record<string, RegExp> = {
  home: /a visitor opens home and sees the merchant|every home path shows home/,
  login: /username login goes home|the default password leads to a real password change/,
  register: /username registration lands logged in at home/,
  system: /line chooser: lines pinged at once/,
  games: /a Vietnam lottery launch|the game runs in a frame allowed/,
  chat: /service script runs once/,
  'offline-start': /opened offline after a first visit|every script the page ran is in the worker's caches/,
  'installed-app-manifest': /desktop_app_feature 1 links the merchant's manifest/,
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/nginx',
  // One nginx, one simulator behind it: its state belongs to one journey at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
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
    // What nginx sends for each kind of path, against the shipped _headers.
    { name: 'nginx served', testDir: './nginx' },
    ...Object.entries(PICKED).map(([name, grep]) => ({ name: `nginx ${name}`, testMatch: `${name}.spec.ts`, grep })),
  ],
  webServer: {
    command: 'node ../scripts/nginx.mjs',
    url: `${baseURL}/wps/system/test/ping`,
    env: { NGINX_PORT: String(NGINX_E2E_PORT) },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});

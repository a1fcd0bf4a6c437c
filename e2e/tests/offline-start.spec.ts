import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { SETTLE_MS } from '../lib/home-popups';
import { snap } from '../lib/screenshot';
import { waitForOfflineReady } from '../lib/service-worker';

/** Issue 11: the installed app opens without a network, says so, and catches up when the network is back. */

const STATUS_CALL = '/wps/system/status';

/** Home, on a first visit, until the service worker is ready to open it offline; the settle wait its registration waits for passes on Playwright's clock. */
async function firstVisit(page: Page): Promise<void> {
  await page.clock.install();
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLE_MS);
  await waitForOfflineReady(page);
}

test('opened offline after a first visit, the app shows home from its cache and says it is offline; when the network comes back, the app says so and asks again for what failed', async ({
  page,
  context,
  sim,
}) => {
  await firstVisit(page);

  await context.setOffline(true);
  const started = Date.now();
  const navigation = await page.reload();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  const tookMs = Date.now() - started;
  console.log(`offline start: home visible after ${tookMs} ms`);
  expect(navigation?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole('status').filter({ hasText: 'Network offline' })).toBeVisible();
  const notice = page.getByRole('complementary', { name: 'Offline' });
  await expect(notice).toContainText('You are offline');
  await snap(page, 'offline-start');

  // Another page of the app opens too: every page is the app's one page, from the same cache.
  await page.goto('/m/login');
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.close();

  // A launch from the home screen is a new page, with nothing of the last one in memory.
  const launched = await context.newPage();
  const launchedAt = Date.now();
  await launched.goto('/m/home');
  await expect(launched.getByRole('link', { name: 'Log in' })).toBeVisible();
  console.log(`offline launch in a new page: home visible after ${Date.now() - launchedAt} ms`);
  const launchedNotice = launched.getByRole('complementary', { name: 'Offline' });
  await expect(launchedNotice).toBeVisible();
  const settingsFailed = launched.getByText('The site settings could not be loaded.');
  await expect(settingsFailed).toBeVisible();
  await sim.clearCalls();

  // The network comes back.
  await context.setOffline(false);
  await expect(launched.getByRole('status').filter({ hasText: 'back online' })).toBeVisible();
  await expect(launchedNotice).toHaveCount(0);
  await expect.poll(async () => (await sim.calls(STATUS_CALL)).length).toBeGreaterThanOrEqual(1);
  await expect(settingsFailed).toHaveCount(0);
  await expect(launched.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test("every script the page ran is in the worker's caches once it is ready, so none is missing offline; the platform's calls never come from them", async ({
  page,
}) => {
  // In real time: the page's resource timings are read, and Playwright's clock stands in for performance.
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await waitForOfflineReady(page);
  const { scripts, cached } = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    return {
      scripts: performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => new URL(url).pathname.startsWith('/m/assets/') && url.endsWith('.js')),
      // Workbox keys a precached file by its address with a revision query when it has one.
      cached: urls.map((url) => url.split('?')[0]),
    };
  });
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => !cached.includes(url))).toEqual([]);

  const fromWorker: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/wps/') && response.fromServiceWorker()) fromWorker.push(response.url());
  });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const keys = await page.evaluate(async () => {
    const all: string[] = [];
    for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) all.push(request.url);
    return all;
  });
  expect(keys.some((url) => new URL(url).pathname.startsWith('/wps/'))).toBe(false);
  expect(keys.some((url) => new URL(url).pathname.endsWith('/asset-manifest.json'))).toBe(false);
  expect(fromWorker).toEqual([]);
});

import type { Page, Response } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { pageDeployment, waitForOfflineReady } from '../lib/service-worker';

/**
 * Issue 11: the service worker never serves a mix of two deployments. A new deployment's worker
 * waits while the app is open; the old one keeps serving its own page and files; Refresh hands
 * over, and the reloaded page and every file it loads come from the new deployment's worker.
 */

function notice(page: Page) {
  return page.getByRole('complementary', { name: 'New version' });
}

/**
 * Counts the page's update checks (spec 001 §4: at start, then 1.5 s later). A deployment made
 * while the page still has a start-up check to run is found by that page, which stores its hash
 * (once per deployment), and the next page has no notice to show; journeys deploy after both.
 */
function watchUpdateChecks(page: Page): { count: number } {
  const checks = { count: 0 };
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === '/m/asset-manifest.json') checks.count += 1;
  });
  return checks;
}

/** Every script and stylesheet the page loads, and whether each succeeded. */
function watchFiles(page: Page): Response[] {
  const files: Response[] = [];
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType())) files.push(response);
  });
  return files;
}

test('a new deployment is served whole, and only after Refresh', async ({ page, sim }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/m/home');
  await waitForOfflineReady(page);
  const checks = watchUpdateChecks(page);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  expect(await pageDeployment(page)).toBeNull();
  await expect.poll(() => checks.count).toBeGreaterThanOrEqual(2);

  await sim.deploy();
  const oldFiles = watchFiles(page);
  const reloaded = await page.reload();
  // The worker in charge is still the old deployment's: its page, and its files, all from its cache.
  expect(reloaded?.fromServiceWorker()).toBe(true);
  expect(await pageDeployment(page)).toBeNull();
  await expect(notice(page)).toBeVisible();
  expect(oldFiles.length).toBeGreaterThan(0);
  expect(oldFiles.filter((file) => !file.ok()).map((file) => file.url())).toEqual([]);

  const newFiles = watchFiles(page);
  const refreshed = page.waitForEvent('load');
  await notice(page).getByRole('button', { name: 'Refresh' }).click();
  await refreshed;
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await pageDeployment(page)).toBe('1');
  expect(newFiles.filter((file) => !file.ok()).map((file) => file.url())).toEqual([]);
  // The deployment's own scripts; the platform's (pixels, chat widget) are never the worker's to answer.
  const appScripts = newFiles.filter(
    (file) => file.request().resourceType() === 'script' && new URL(file.url()).pathname.startsWith('/m/'),
  );
  expect(appScripts.length).toBeGreaterThan(0);
  expect(appScripts.filter((file) => !file.fromServiceWorker()).map((file) => file.url())).toEqual([]);
  await expect(notice(page)).toHaveCount(0);

  // It stays the new deployment's from now on.
  await page.reload();
  expect(await pageDeployment(page)).toBe('1');
  expect(errors).toEqual([]);
});

test('without Refresh, every load keeps the deployment the worker in charge came with', async ({ page, sim }) => {
  await page.goto('/m/home');
  await waitForOfflineReady(page);
  await sim.deploy();
  for (const path of ['/m/home', '/m/login', '/m/lines']) {
    await page.goto(path);
    expect(await pageDeployment(page)).toBeNull();
  }
  await expect(page.getByRole('heading').first()).toBeVisible();
});

test("Refresh hands over at once while the page keeps loading the platform's files", async ({ page, sim }) => {
  await page.goto('/m/home');
  await waitForOfflineReady(page);
  const checks = watchUpdateChecks(page);
  await page.reload();
  await expect.poll(() => checks.count).toBeGreaterThanOrEqual(2);
  await sim.deploy();
  await page.reload();
  await expect(notice(page)).toBeVisible();

  // A request every few milliseconds, as a busy home (carousel, calls, pixels) makes, but without a pause: a worker
  // that saw each of them would never be idle, and the new deployment's worker waits for that to take over.
  await page.evaluate(() => {
    navigator.serviceWorker.addEventListener('controllerchange', () => sessionStorage.setItem('e2e-handed-over', '1'));
    setInterval(() => void fetch(`/sim-assets/demo/logo.svg?busy=${Date.now()}`, { cache: 'no-store' }).catch(() => undefined), 5);
  });
  const refreshed = page.waitForEvent('load');
  await notice(page).getByRole('button', { name: 'Refresh' }).click();
  await refreshed;
  expect(await pageDeployment(page)).toBe('1');
  // The new worker was in charge before the page left: the reload did not wait out the takeover limit.
  expect(await page.evaluate(() => sessionStorage.getItem('e2e-handed-over'))).toBe('1');
});

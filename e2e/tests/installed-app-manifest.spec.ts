import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';

/**
 * Issue 11, spec 001 §3–§5: the merchant's templates pick the installed app's manifest. With
 * `desktop_app_feature` 1 the page links `GET /wps/system/manifest.json?merchantCode=…`, otherwise
 * the build's static manifest; the templates call goes out after first paint, and its answer is
 * kept for the next start.
 */

const TEMPLATES_CALL = '/wps/system/templates';
const DYNAMIC_MANIFEST = '/wps/system/manifest.json?merchantCode=demo';
const STATIC_MANIFEST = '/m/manifest.webmanifest';

function linkHref(page: Page, rel: string): Promise<string | null> {
  return page.evaluate((name) => document.head.querySelector(`link[rel="${name}"]`)?.getAttribute('href') ?? null, rel);
}

/** The manifest as Chromium itself reads it for installing (DevTools protocol), with its parse errors. */
async function browserManifest(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { url, errors, data } = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[]; data?: string };
  return { url: new URL(url).pathname + new URL(url).search, errors, manifest: JSON.parse(data ?? '{}') as Record<string, unknown> };
}

test("desktop_app_feature 1 links the merchant's manifest after first paint: scope /m/, start /m/home, a stable id, icons by size", async ({
  page,
  sim,
}) => {
  const templates = page.waitForRequest((request) => new URL(request.url()).pathname === TEMPLATES_CALL);
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  // The first screen links the static manifest; the templates call comes after it has painted.
  expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(1);
  await templates;
  await expect.poll(() => linkHref(page, 'manifest')).toBe(DYNAMIC_MANIFEST);
  expect(await linkHref(page, 'apple-touch-icon')).toBe('/sim-assets/demo/icons/180.png');
  expect(await page.evaluate(() => localStorage.getItem('desktop_app_feature'))).toBe('1');

  const { url, errors, manifest } = await browserManifest(page);
  expect(url).toBe(DYNAMIC_MANIFEST);
  expect(errors).toEqual([]);
  expect(manifest).toMatchObject({ id: '/m/home', scope: '/m/', start_url: '/m/home?homescreen=1', name: 'Lucky Star Lottery' });
  expect((manifest.icons as Array<{ sizes: string }>).map((icon) => icon.sizes)).toEqual(['192x192', '256x256', '384x384', '512x512']);
  const icon = await page.request.get('/sim-assets/demo/icons/512.png');
  expect(icon.headers()['content-type']).toBe('image/png');

  const [call] = await sim.calls(TEMPLATES_CALL);
  expect(call?.headers.moduleid).toBe('COMM3');
  expect(call?.headers.authorization).toBeUndefined();
});

test('without the flag the static manifest stays, with the same id', async ({ page, sim }) => {
  await sim.merchant({ merchant: 'demo', desktopAppFeature: false });
  const templates = page.waitForResponse((response) => new URL(response.url()).pathname === TEMPLATES_CALL);
  await page.goto('/m/home');
  await templates;
  await expect.poll(() => page.evaluate(() => localStorage.getItem('desktop_app_feature'))).toBe('0');
  expect(await linkHref(page, 'manifest')).toBe(STATIC_MANIFEST);
  const { url, errors, manifest } = await browserManifest(page);
  expect([url, errors]).toEqual([STATIC_MANIFEST, []]);
  expect(manifest).toMatchObject({ id: '/m/home', scope: '/m/', start_url: '/m/home?homescreen=1' });
});

test('the next start links the kept choice even when the templates call fails', async ({ page }) => {
  await page.goto('/m/home');
  await expect.poll(() => linkHref(page, 'manifest'), { timeout: 10_000 }).toBe(DYNAMIC_MANIFEST);

  await page.route(`**${TEMPLATES_CALL}*`, (route) => route.abort());
  const failed = page.waitForEvent('requestfailed', (request) => new URL(request.url()).pathname === TEMPLATES_CALL);
  await page.reload();
  await failed;
  expect(await linkHref(page, 'manifest')).toBe(DYNAMIC_MANIFEST);
  // Silent: a failed templates call shows no alert.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

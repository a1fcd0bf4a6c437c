import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { SETTLE_MS } from '../lib/home-popups';
import { snap } from '../lib/screenshot';

test('switching language changes texts, lang, dir and the Language header', async ({ page, sim }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.getByLabel('Language').selectOption('UR');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('UR');
  await snap(page, 'home-visitor-ur');
  await expectAccessible(page, '/m/home (UR)');

  await sim.clearCalls();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => (await sim.calls('/wps/system/status'))[0]?.headers.language).toBe('UR');

  // Country names and settings are per language, so a switch reloads them with the new header, without a reload of the page.
  await sim.clearCalls();
  await page.locator('select').selectOption('JA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect.poll(async () => (await sim.calls('/wps/system/country'))[0]?.headers.language).toBe('JA');
  await expectAccessible(page, '/m/home (JA)');
});

test('the country list is asked once per language: not again on reload, nor on switching back', async ({ page, sim }) => {
  await sim.clearCalls();
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect.poll(async () => (await sim.calls('/wps/system/status')).length).toBe(1);
  for (let reload = 0; reload < 2; reload += 1) {
    await page.reload();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  }
  // The merchant settings, never cached, are asked on every load: the country list was not.
  await expect.poll(async () => (await sim.calls('/wps/system/status')).length).toBe(3);
  expect((await sim.calls('/wps/system/country')).map((call) => call.headers.language)).toEqual(['EN']);

  await page.getByLabel('Language').selectOption('JA');
  await expect.poll(async () => (await sim.calls('/wps/system/status')).length).toBe(4);
  await page.getByLabel('言語').selectOption('EN');
  await expect.poll(async () => (await sim.calls('/wps/system/status')).length).toBe(5);
  await page.reload();
  await expect.poll(async () => (await sim.calls('/wps/system/status')).length).toBe(6);
  expect((await sim.calls('/wps/system/country')).map((call) => call.headers.language)).toEqual(['EN', 'JA']);
});

test('a texts file that fails to load once is asked again: the page shows its texts, never their keys', async ({ page }) => {
  // Every language file's first request fails, as in a moment without network; the ones after it go through.
  const failed = new Set<string>();
  await page.route(/\/m\/assets\/EN[.-][^/]*\.js$/, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (failed.has(path)) return route.continue();
    failed.add(path);
    return route.abort('internetdisconnected');
  });
  await page.clock.install();
  await page.goto('/m/home');
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLE_MS);
  await page.clock.resume();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  // The lobby's texts load after the first screen's: its tiles are named in words.
  await expect(page.getByRole('link', { name: /, play$/ }).first()).toBeVisible();
  expect(failed.size).toBeGreaterThan(1);
  expect(await page.locator('[aria-label^="lobby."], [aria-label^="shell."]').count()).toBe(0);
  await expect(page.locator('body')).not.toContainText(/\b(lobby|shell|ui|home)\.[a-z]+[A-Za-z]*\b/);
});

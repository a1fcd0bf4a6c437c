import { expect, test } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { snap } from '../lib/screenshot';
import { sim } from '../lib/sim';

test.beforeEach(async ({ request }) => {
  await sim.reset(request);
});

test('switching language changes texts, lang, dir and the Language header', async ({ page, request }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();

  await page.getByLabel('Language').selectOption('UR');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('UR');
  await snap(page, 'home-visitor-ur');
  await expectAccessible(page, '/m/home (UR)');

  await sim.clearRequests(request);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect
    .poll(async () => (await sim.requests(request)).find((call) => call.path === '/wps/system/config')?.headers.language)
    .toBe('UR');

  // Country names and settings are per language, so a switch reloads them with the new header, without a reload of the page.
  await sim.clearRequests(request);
  await page.locator('select').selectOption('JA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect
    .poll(async () => (await sim.requests(request)).find((call) => call.path === '/wps/system/country')?.headers.language)
    .toBe('JA');
  await expectAccessible(page, '/m/home (JA)');
});

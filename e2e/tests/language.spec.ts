import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
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
  await expect.poll(async () => (await sim.calls('/wps/system/config'))[0]?.headers.language).toBe('UR');

  // Country names and settings are per language, so a switch reloads them with the new header, without a reload of the page.
  await sim.clearCalls();
  await page.locator('select').selectOption('JA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect.poll(async () => (await sim.calls('/wps/system/country'))[0]?.headers.language).toBe('JA');
  await expectAccessible(page, '/m/home (JA)');
});

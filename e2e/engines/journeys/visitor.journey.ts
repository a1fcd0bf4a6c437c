import { expect, expectThat } from '../lib/expect';
import { test } from '../lib/fixtures';

test('a visitor opens home and sees the merchant, login, register and the language switcher', async ({ page }) => {
  await page.goto('/m/home');
  await expectThat(page.getByRole('heading', { level: 1 })).toContainText('Lucky Star Lottery');
  await expectThat(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
  await expectThat(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
  await expectThat(page.getByLabel('Language')).toHaveValue('EN');
  await expectThat(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('switching to Urdu turns the page right to left, mirrored, and keeps the choice', async ({ page, sim }) => {
  await page.goto('/m/home');
  const language = page.getByLabel('Language');
  await expectThat(language).toHaveValue('EN');
  const ltr = await language.box();

  await language.selectOption('UR');
  await expectThat(page.locator('html')).toHaveAttribute('lang', 'ur');
  await expectThat(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expectThat(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  expect(await page.evaluate(() => [getComputedStyle(document.body).direction, localStorage.getItem('language')])).toEqual(['rtl', 'UR']);
  // Logical properties mirror the layout: the switcher moves to the other side of the same width.
  const width = await page.evaluate(() => document.documentElement.clientWidth);
  const rtl = await page.locator('html').getByRole('combobox').box();
  expect(ltr && rtl).toBeTruthy();
  expect(Math.abs(rtl!.left - (width - ltr!.right))).toBeLessThanOrEqual(2);

  await sim.clearCalls();
  await page.reload();
  await expectThat(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect.poll(async () => (await sim.calls('/wps/system/status'))[0]?.headers.language).toBe('UR');
});

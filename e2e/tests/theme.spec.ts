import { accountPage, openAccount } from '../lib/account-page';
import { expectAccessible } from '../lib/a11y';
import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';

/**
 * The colour theme (issue 31, spec 001 §9): light by default; the player chooses light, dark or the
 * device's on the Me page; the choice is kept, painted from the first frame by index.html's head
 * (build/theme-script.ts), and the browser bar's colour (theme-color) follows what is shown.
 */

/** The demo merchant's bar colours: its own on the light page, ui's dark surface on the dark one. */
const BAR = { light: '#b3261e', dark: '#111827' };
/** ui's page backgrounds (packages/ui/src/tokens.css), as computed. */
const BACKGROUND = { light: 'rgb(243, 244, 246)', dark: 'rgb(3, 7, 18)' };
const APP_SCRIPTS = /\/m\/assets\/.*\.js$/;

/** The page's theme-color metas, each as [content, media]. */
const bars = (page: Page) =>
  page
    .locator('meta[name="theme-color"]')
    .evaluateAll((metas) => metas.map((meta) => [meta.getAttribute('content'), meta.getAttribute('media')]));
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

/** Reloads with the app's scripts refused: what shows is the HTML and its head script alone, the first paint. */
async function reloadFirstPaintOnly(page: Page) {
  await page.route(APP_SCRIPTS, (route) => route.abort());
  await page.reload();
  await page.unroute(APP_SCRIPTS);
}

test('dark chosen on the Me page is kept across a reload, painted from the first frame, with a dark browser bar', async ({ page, sim }) => {
  await openAccount(page, sim);
  const theme = accountPage(page).theme;
  await expect(theme.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await bars(page)).toEqual([[BAR.light, null]]);

  await theme.getByRole('radio', { name: 'Dark' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect.poll(() => bars(page)).toEqual([[BAR.dark, null]]);
  expect(await background(page)).toBe(BACKGROUND.dark);
  await snap(page, 'account-dark');
  await expectAccessible(page, '/m/member/home (dark)');

  await reloadFirstPaintOnly(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).toBe(BACKGROUND.dark);
  expect(await bars(page)).toEqual([[BAR.dark, null]]);

  await page.reload();
  await expect(theme.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await theme.getByRole('radio', { name: 'Light' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await expect.poll(() => bars(page)).toEqual([[BAR.light, null]]);
  expect(await page.evaluate(() => localStorage.getItem('MC_THEME'))).toBe('light');
});

test("the device's theme follows prefers-color-scheme live, with a bar colour per preference, from the first paint", async ({
  page,
  sim,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openAccount(page, sim);
  const theme = accountPage(page).theme;
  await theme.getByRole('radio', { name: 'Device' }).check();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect
    .poll(() => bars(page))
    .toEqual([
      [BAR.light, '(prefers-color-scheme: light)'],
      [BAR.dark, '(prefers-color-scheme: dark)'],
    ]);

  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  expect(await background(page)).toBe(BACKGROUND.light);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

  await reloadFirstPaintOnly(page);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(await background(page)).toBe(BACKGROUND.dark);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

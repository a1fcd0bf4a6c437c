import type { Page } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { recordLayoutShifts } from '../lib/layout-shift';
import { snap } from '../lib/screenshot';

/**
 * The top bar (issue 27): a visitor sees the merchant and the ways in; a member their name, VIP
 * badge and balance (`GET /wps/v2/wallets/balance`), which comes after first paint into a place kept
 * for it and is asked again after a game. The brand's logo stays the merchant's picture throughout.
 */

const BALANCE = '/wps/v2/wallets/balance';
const topBar = (page: Page) => page.getByRole('banner');
const balance = (page: Page) => topBar(page).getByRole('group', { name: 'Balance' });

test('a visitor sees the merchant, and "Log in" and "Register" one tap away', async ({ page }) => {
  await page.goto('/m/home');
  await expect(topBar(page).getByText('Lucky Star Lottery')).toBeVisible();
  await expect(topBar(page).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
  await expect(topBar(page).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
  await snap(page, 'top-bar-visitor');
  await expectAccessible(page, '/m/home with the top bar');
  await topBar(page).getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/m\/register$/);
});

test('a member sees their name, VIP badge and balance, hides it and shows it again', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/home?token=${token}`);
  await expect(topBar(page).getByText('Player', { exact: true })).toBeVisible();
  await expect(topBar(page).getByText('Gold')).toBeVisible();
  await expect(balance(page)).toContainText('₱1,520.50');
  await expect(topBar(page).getByRole('link', { name: 'Log in' })).toHaveCount(0);
  await snap(page, 'top-bar-member');

  await balance(page).getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance(page)).not.toContainText('1,520.50');
  await balance(page).getByRole('button', { name: 'Show balance' }).click();
  await expect(balance(page)).toContainText('₱1,520.50');
});

test("the balance comes after first paint into its place: the member's name beside it does not move", async ({ page, sim }) => {
  const layoutShift = await recordLayoutShifts(page);
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(
    (url) => url.pathname === BALANCE,
    async (route) => {
      await released;
      await route.continue();
    },
  );
  const { token } = await sim.session('player01');
  await page.goto(`/m/home?token=${token}`);
  const name = topBar(page).getByText('Player', { exact: true });
  await expect(topBar(page).getByText('Gold')).toBeVisible();
  const before = await name.boundingBox();
  const bar = await topBar(page).boundingBox();
  release();
  await expect(balance(page)).toContainText('₱1,520.50');
  expect(await name.boundingBox()).toEqual(before);
  expect(await topBar(page).boundingBox()).toEqual(bar);
  expect(await layoutShift()).toBeLessThanOrEqual(0.01);
});

test('the balance is asked again when the player comes back from a game', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/home?token=${token}`);
  await expect(balance(page)).toContainText('₱1,520.50');
  // Home's lobby shows one category's vendors at a time: the Vietnam lottery has its own chip.
  await page.getByRole('region', { name: 'Games', exact: true }).getByRole('tab', { name: 'Vietnam lottery' }).click({ timeout: 15_000 });
  await page.getByRole('link', { name: 'Vietnam Lottery, play' }).click();
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=vendor]')).toHaveText('TCG_LOTTO_VN');
  // A round of the game leaves the member another figure.
  await sim.wallet('player01', 1985.25);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(balance(page)).toContainText('₱1,985.25');
});

test("the brand's logo goes from the merchant file's to the platform's, the same picture, never initials", async ({ page, request }) => {
  await page.goto('/m/home');
  const logo = topBar(page).locator('img').first();
  await expect(logo).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  await expect(logo).toHaveAttribute('src', /\/sim-assets\/demo\/logo\.svg$/, { timeout: 15_000 });
  // Shown only once loaded: a picture, not an empty box.
  expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  const served = await (await request.get('/sim-assets/demo/logo.svg')).text();
  expect(served).not.toContain('<text');
  expect(served).toContain('<path');
});

test('the register page shows all its tabs at 360 px, in every language of the merchant', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
  const page = await context.newPage();
  for (const language of ['EN', 'PT', 'MS', 'TR', 'TA', 'MY', 'KM', 'HI', 'UR']) {
    await page.addInitScript((code) => localStorage.setItem('language', code), language);
    await page.goto('/m/register');
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(3);
    for (const each of await tabs.all()) {
      const box = (await each.boundingBox())!;
      expect(box.x, `${language}: ${await each.textContent()}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `${language}: ${await each.textContent()}`).toBeLessThanOrEqual(360);
      // Nothing cut inside the tab either: its label fits its box.
      expect(await each.evaluate((element) => element.scrollWidth <= element.clientWidth), language).toBe(true);
    }
    // Nor is the form below them wider than the screen (a field's label of one long word).
    expect(await page.evaluate(() => document.documentElement.scrollWidth), language).toBeLessThanOrEqual(360);
    if (language === 'EN' || language === 'UR') await snap(page, `register-tabs-360-${language}`);
  }
  await context.close();
});

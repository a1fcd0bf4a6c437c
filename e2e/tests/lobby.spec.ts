import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { SETTLE_MS } from '../lib/home-popups';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';

/**
 * Home, once the page has settled: home's lobby (notices, winners, hot games, categories) comes after
 * the settle wait (2 s after load, then an idle moment), which passes on Playwright's clock.
 */
async function openSettled(page: Page, path = '/m/home') {
  await page.clock.install();
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLE_MS);
  // Then time flows: an installed clock stands still between moves, and what arrives later waits on it.
  await page.clock.resume();
}

/** Home with a member's session handed over in the address, once the app has taken it. */
async function openSignedIn(page: Page, token: string, base = '') {
  await page.goto(`${base}/m/home?token=${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
}

test('the notice line shows the PL notices under way, still under reduced motion, and a tap shows them whole', async ({ page, sim }) => {
  await sim.clearCalls();
  await openSettled(page);
  const line = page.getByRole('region', { name: 'Notices' });
  const cashback = line.getByRole('button', { name: /weekend and get 5% cashback on Monday/ });
  await expect(cashback).toBeAttached();
  expect((await sim.calls('/wps/relay/MCSFE_getListAnnouncements')).map((call) => call.query.types)).toContain('PL');
  const track = line.locator('.popups-notices__track');
  expect(await track.evaluate((node) => getComputedStyle(node).animationName)).toBe('popups-notices-pass');
  await snap(page, 'lobby-notice-line');

  // Under reduced motion the line stays, still (the player scrolls it by hand).
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await expect(track).toBeAttached();
  expect(await track.evaluate((node) => getComputedStyle(node).animationName)).toBe('none');
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  expect(await track.evaluate((node) => getComputedStyle(node).animationName)).toBe('popups-notices-pass');

  // A finger (or pointer) on the line holds it still, so the notice under it can be tapped.
  await line.hover();
  await expect.poll(() => track.evaluate((node) => getComputedStyle(node).animationPlayState)).toBe('paused');
  await cashback.click();
  const dialog = page.getByRole('dialog', { name: 'Notices' });
  await expect(dialog.getByRole('heading', { name: 'Weekend cashback' })).toBeVisible();
  await expect(dialog.locator('b', { hasText: '5% cashback' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Play responsibly' })).toBeAttached();
  // The notice's link stays in the app: Promotions itself, or login first where it wants a member.
  await dialog.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveURL(/\/m\/(activity|login\?redirectUrl=%2Fm%2Factivity)$/);
});

test('no notices, no line', async ({ page, sim }) => {
  await sim.announcements({ player: [] });
  await openSettled(page);
  // The line's place is held until its code comes; then it asks, and with nothing to show it goes.
  await expect(page.locator('.shell-home__place--notices')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Notices' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Big winners' })).toBeVisible();
});

test('the winners board shows masked names, amounts and games, and a row opens its game', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await openSettled(page, `/m/home?token=${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  const board = page.getByRole('region', { name: 'Big winners' });
  const rows = board.getByRole('link');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toHaveAccessibleName('pl***01 Dragon Tiger ₱268,450.00');
  await board.getByRole('button', { name: 'Show all winners' }).click();
  await expect(rows).toHaveCount(20);
  await snap(page, 'lobby-winners');
  const game = (await rows.first().getAttribute('href')) ?? '';
  const code = new URLSearchParams(game.split('?')[1]).get('code');
  await rows.first().click();
  await expect(page).toHaveURL(/\/m\/launchGame\?vendor=JILI&code=JILI_005/);
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=code]')).toHaveText(code ?? '');
});

test("a category chip switches home's grid of vendors; a vendor with games of its own opens its page; the hot games offer play and free trials to a visitor", async ({
  page,
}) => {
  await openSettled(page);
  const categories = page.getByRole('region', { name: 'Games', exact: true });
  await expect(categories.getByRole('tab').first()).toBeAttached();
  // The lobby comes below the fold and leaves the page where the player is: at the top.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expect(categories.getByRole('tab', { name: 'Lottery', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('.shell-home__games [data-category]')).toHaveAttribute('data-category', 'LOTT');

  await categories.getByRole('tab', { name: 'Slots' }).click();
  const slots = categories.getByRole('region', { name: 'Slots' });
  await expect(slots.getByRole('link', { name: 'PG Soft, play' })).toBeVisible();
  await expect(slots.getByRole('link', { name: 'Free trial: PG Soft' })).toBeVisible();
  await expect(slots.getByRole('link', { name: 'JILI Slots: 180 games' })).toBeVisible();
  await expect(categories.getByRole('region', { name: 'Lottery' })).toHaveCount(0);
  await snap(page, 'lobby-categories');

  await categories.getByRole('tab', { name: 'Card games' }).click();
  await categories.getByRole('link', { name: 'KY Chess: 30 games' }).click();
  await expect(page).toHaveURL(/\/m\/game\/vendor\?vendor=KY&gameType=PVP$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('KY Chess');
  await expect(page.getByRole('link', { name: /, play$/ }).nth(23)).toBeVisible();

  await page.goBack();
  const hot = page.getByRole('region', { name: 'Hot games' });
  await expect(hot.getByRole('link', { name: /, play$/ }).first()).toBeVisible();
  await hot
    .getByRole('link', { name: /^Free trial: / })
    .first()
    .click();
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=mode]')).toHaveText('TRIAL');
});

test('/m/game: All lists every category, a chip keeps to one and is kept in the address', async ({ page }) => {
  await page.goto('/m/game');
  await expect(page.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: 'Favourites' })).toHaveCount(0);
  await expect(page.locator('[data-category]')).toHaveCount(11);
  await page.getByRole('tab', { name: 'Live casino' }).click();
  await expect(page).toHaveURL(/\/m\/game\?category=LIVE$/);
  await expect(page.locator('[data-category]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Live casino' }).getByRole('link', { name: 'Evolution, play' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Live casino' })).toHaveAttribute('aria-selected', 'true');
  // A chip past the row's end, chosen by the address, is scrolled into the row.
  await page.goto('/m/game?category=ESPORTS');
  await expect(page.getByRole('tab', { name: 'Esports' })).toBeInViewport();
});

test("a visitor sent to /m/game's favourites logs in first and comes back to them", async ({ page }) => {
  await page.goto('/m/game?category=favourites');
  await expect(page).toHaveURL(/\/m\/login\?redirectUrl=%2Fm%2Fgame%3Fcategory%3Dfavourites$/);
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/game\?category=favourites$/);
  await expect(page.getByRole('tab', { name: 'Favourites' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel').getByRole('link', { name: 'Golden Tiger, play' })).toBeVisible();
});

test('games launched from localhost open: the simulator names game addresses on the host the app was opened at', async ({
  page,
  sim,
  baseURL,
}) => {
  const local = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  await page.goto(`${local}/m/game`);
  await page.getByRole('link', { name: 'Free trial: PG Soft' }).click();
  const frame = page.locator('iframe[title="Game"]');
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=mode]')).toHaveText('TRIAL');
  expect(new URL((await frame.getAttribute('src')) ?? '').hostname).toBe('localhost');

  const { token } = await sim.session('player01');
  await openSignedIn(page, token, local);
  await page.goto(`${local}/m/game/vendor?vendor=JILI&gameType=RNG`);
  await page.getByRole('link', { name: 'Fortune Tiger, play' }).click();
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=code]')).toHaveText('JILI_001');
  await expect(page.getByRole('alert')).toHaveCount(0);
});

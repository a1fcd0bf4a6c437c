import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { floatingAtRest, present } from '../lib/floating';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';

const WIDGET = { name: 'Open the mini game' };

/** Presses the widget, moves the pointer by (dx, dy) in steps, and lets go. */
async function drag(page: Page, widget: Locator, dx: number, dy: number) {
  const box = await widget.boundingBox();
  if (!box) throw new Error('the widget is not on screen');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx, y + dy, { steps: 8 });
  await page.mouse.up();
}

async function boxOf(widget: Locator) {
  const box = await widget.boundingBox();
  if (!box) throw new Error('the widget is not on screen');
  return box;
}

test('the mini game shows after login, drags, snaps to a side, keeps its place, and opens on a click', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mini-game/')) scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/m/home');
  await expect(page.locator('.shell-home__games [data-category]').first()).toBeVisible({ timeout: 15_000 });
  // A visitor: no widget, and its script is never asked for.
  await expect(page.getByRole('button', WIDGET)).toHaveCount(0);
  expect(scripts).toEqual([]);

  await page.goto('/m/login');
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/home/);
  const widget = page.getByRole('button', WIDGET);
  await expect(widget).toBeVisible({ timeout: 15_000 });
  await expect(widget).toHaveAttribute('data-variant', 'v1');
  await expect.poll(() => scripts).toEqual(['/mini-game/v1/minigame.js']);
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  const margin = viewport.width * 0.02;
  // It starts on the end (right) side, 2 % of the width from it (at rest, clear of the page's controls).
  const start = present((await floatingAtRest(page)).miniGame, 'the mini game');
  expect(viewport.width - (start.x + start.width)).toBeCloseTo(margin, 0);

  // Dragged towards the left half and up: it rests on the left side at the height it was let go.
  await drag(page, widget, -(viewport.width * 0.6), -150);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect.poll(async () => (await boxOf(widget)).x).toBeCloseTo(margin, 0);
  const placed = await boxOf(widget);
  expect(placed.y).toBeCloseTo(start.y - 150, -1);

  // Dragged far below the screen: it stays inside it.
  await drag(page, widget, 0, viewport.height);
  await expect.poll(async () => (await boxOf(widget)).y + placed.height).toBeLessThanOrEqual(viewport.height);
  await drag(page, widget, 0, -(viewport.height / 2));
  const rested = await boxOf(widget);

  // A 1 px wobble is still a click: it opens the mini game and the widget stays put.
  await drag(page, widget, 1, 0);
  const sheet = page.getByRole('dialog', { name: 'Mini game' });
  await expect(sheet.getByText(/Stand-in mini game v1: Lucky 5D \(EN\)/)).toBeVisible();
  expect(await boxOf(widget)).toMatchObject({ x: rested.x, y: rested.y });
  await snap(page, 'mini-game-open');

  // The mini game starts the full lottery on the game page, where the widget steps aside.
  await sheet.getByRole('button', { name: 'Play the lottery' }).click();
  await expect(page).toHaveURL(/\/m\/launchGame\?vendor=TCG_LOTTO&code=TCG_LOTTO_5D/);
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=code]')).toHaveText('TCG_LOTTO_5D');
  await expect(page.getByRole('button', WIDGET)).toHaveCount(0);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // Back on home it is where it was left, and its script was loaded once.
  await expect(widget).toBeVisible();
  expect(await boxOf(widget)).toMatchObject({ x: rested.x, y: rested.y });
  expect(scripts).toEqual(['/mini-game/v1/minigame.js']);
  await snap(page, 'mini-game-placed');
});

test('a drag of 2 px or more opens nothing', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/home?token=${token}`);
  const widget = page.getByRole('button', WIDGET);
  await expect(widget).toBeVisible({ timeout: 15_000 });
  await floatingAtRest(page);
  await drag(page, widget, 0, -2);
  // Taken as a drag: the widget came to rest where it was let go, and the click that ended it opened nothing.
  await expect(widget).toHaveClass(/games-minigame--placed/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The same press without the move opens it, so the sheet's absence above is the drag's doing.
  await widget.click();
  await expect(page.getByRole('dialog', { name: 'Mini game' })).toBeVisible();
});

test('the SEA variant s1 is fixed: a drag does not move it, a click opens its own script', async ({ page, sim }) => {
  await sim.merchant({ whitelabelVal: { LOTTMINIGAME3: false, SEALOTTMINIGAME3: true } });
  const { token } = await sim.session('player01');
  await page.goto(`/m/home?token=${token}`);
  const widget = page.getByRole('button', WIDGET);
  await expect(widget).toBeVisible({ timeout: 15_000 });
  await expect(widget).toHaveAttribute('data-variant', 's1');
  const before = present((await floatingAtRest(page)).miniGame, 'the mini game');
  const box = before;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x - 150, box.y - 150, { steps: 8 });
  await page.mouse.up();
  expect(await boxOf(widget)).toMatchObject({ x: before.x, y: before.y });
  // Press and release on the widget itself: a click.
  await widget.click();
  await expect(page.getByRole('dialog', { name: 'Mini game' }).getByText(/Stand-in mini game s1: SEA North/)).toBeVisible();
  await snap(page, 'mini-game-s1');
});

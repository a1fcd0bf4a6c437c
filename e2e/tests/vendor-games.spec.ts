import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';

const JILI = '/m/game/vendor?vendor=JILI&gameType=RNG';
const LIST = '/wps/relay/GCSGAME_gameList';

const games = (page: Page) => page.locator('.games-grid--games > li');

test("a vendor's games come 24 a page as the player scrolls, from the lobby's tile", async ({ page, sim }) => {
  await page.goto('/m/game?category=RNG');
  await page.getByRole('link', { name: 'JILI Slots: 180 games' }).click();
  await expect(page).toHaveURL(new RegExp(`${JILI.replace(/[?]/g, '\\?')}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('JILI Slots');
  await expect(page.getByText('180 games', { exact: true })).toBeVisible();
  await expect(games(page).nth(23)).toBeVisible();
  const first = (await sim.calls(LIST))[0];
  expect(first?.query).toMatchObject({
    vassalage: 'JILI',
    gameType: 'RNG',
    pageNo: '1',
    pageSize: '24',
    clientType: '2',
    platform: 'html5',
  });
  expect(first?.headers.moduleid).toBe('GAMELO3');
  await snap(page, 'vendor-games');

  for (const shown of [48, 72]) {
    await games(page).last().scrollIntoViewIfNeeded();
    await expect(games(page)).toHaveCount(shown);
  }
  const pages = (await sim.calls(LIST)).map((call) => Number(call.query.pageNo));
  expect(pages.slice(0, 3)).toEqual([1, 2, 3]);
  expect(new Set(pages).size).toBe(pages.length);
  // Every game once, each with its own icon, sized before it loads.
  const ids = await games(page).evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-node-id')));
  expect(new Set(ids).size).toBe(ids.length);
  await expect(games(page).first().locator('img')).toHaveAttribute('width', '64');

  // The back button leads to the lobby with the vendor's category chosen.
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/game\?category=RNG$/);
  await expect(page.getByRole('tab', { name: 'Slots' })).toHaveAttribute('aria-selected', 'true');
});

test("a search asks the platform once, 500 ms after the last key, under Playwright's clock", async ({ page, sim }) => {
  await page.clock.install();
  await page.goto(JILI);
  await expect(games(page).nth(23)).toBeVisible();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await sim.clearCalls();
  await page.getByRole('searchbox', { name: 'Search games' }).pressSequentially('dragon');
  await page.clock.runFor(499);
  expect((await sim.calls(LIST)).filter((call) => call.query.gameName)).toEqual([]);
  await page.clock.runFor(1);
  await expect.poll(async () => (await sim.calls(LIST)).filter((call) => call.query.gameName).length).toBe(1);
  // Time runs again: the store tells the page of the answer at the next animation frame.
  await page.clock.resume();
  await expect(page.getByText('15 games match “dragon”')).toBeVisible();
  const searches = (await sim.calls(LIST)).filter((call) => call.query.gameName);
  expect(searches.map((call) => call.query.gameName)).toEqual(['dragon']);
  await expect(games(page)).toHaveCount(15);
  await expect(page).toHaveURL(/&q=dragon$/);

  await page.getByRole('searchbox', { name: 'Search games' }).fill('zzz');
  await page.clock.runFor(500);
  await expect(page.getByText('No games match “zzz”.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear the search' }).click();
  await page.clock.runFor(500);
  await expect(games(page).nth(23)).toBeVisible();
});

test("a visitor's play on a vendor's game goes to login and back into that game", async ({ page }) => {
  await page.goto(JILI);
  await page.getByRole('link', { name: 'Fortune Tiger, play' }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirectUrl=%2Fm%2FlaunchGame/);
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/launchGame\?vendor=JILI&code=JILI_001/);
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=code]')).toHaveText('JILI_001');
});

test('a visitor is asked to log in to keep a favourite, and comes back; a member favours, unfavours, and finds them under Favourites', async ({
  page,
  sim,
}) => {
  await page.clock.install();
  await page.goto(JILI);
  await page.getByRole('button', { name: 'Add Fortune Tiger to favourites' }).click();
  const ask = page.getByRole('dialog', { name: 'Log in to keep favourites' });
  await expect(ask).toBeVisible();
  await snap(page, 'vendor-games-login-prompt');
  await ask.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/login\?redirectUrl=/);
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(new RegExp(`${JILI.replace(/[?]/g, '\\?')}$`));

  // The seed's favourite is filled; a tap fills another at once, and a second tap within the second is dropped.
  await expect(page.getByRole('button', { name: 'Remove Golden Tiger from favourites' })).toHaveAttribute('aria-pressed', 'true');
  await sim.clearCalls();
  const fortune = page.getByRole('button', { name: /Fortune Tiger (to|from) favourites/ });
  await fortune.click();
  await expect(fortune).toHaveAttribute('aria-pressed', 'true');
  await fortune.click();
  await expect(fortune).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(async () => (await sim.calls('/wps/relay/MCSFE_addFavoriteGameV2')).length).toBe(1);
  const added = (await sim.calls('/wps/relay/MCSFE_addFavoriteGameV2'))[0];
  expect(added?.headers.moduleid).toBe('GAMELOFAV3');
  expect(JSON.parse(added?.body ?? '{}')).toMatchObject({ nodeId: '10001', vendor: 'JILI', gameType: 'RNG' });
  expect(await sim.calls('/wps/relay/MCSFE_removeFavoriteGameV2')).toHaveLength(0);
  expect((await sim.member('player01')).favouriteGames).toEqual([10_001, 10_002, 201]);

  await page.clock.runFor(1_000);
  await page.getByRole('button', { name: 'Remove Golden Tiger from favourites' }).click();
  await expect(page.getByRole('button', { name: 'Add Golden Tiger to favourites' })).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await sim.member('player01')).favouriteGames).toEqual([10_001, 201]);

  await page.goto('/m/game');
  await page.getByRole('tab', { name: 'Favourites' }).click();
  const favourites = page.getByRole('tabpanel');
  await expect(favourites.getByRole('link', { name: 'Fortune Tiger, play' })).toBeVisible();
  await expect(favourites.getByRole('link', { name: 'Evolution, play' })).toBeVisible();
  await expect(favourites.getByRole('link', { name: 'Golden Tiger, play' })).toHaveCount(0);
  await snap(page, 'games-favourites');
});

test('a refused favourite turns back and says so', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.goto(`${JILI}&token=${token}`);
  await sim.fault('/wps/relay/MCSFE_addFavoriteGameV2', { errorCode: 'favourite.failed', times: 1 });
  const lucky = page.getByRole('button', { name: /Lucky Tiger (to|from) favourites/ });
  await lucky.click();
  await expect(page.getByText('Your favourites could not be changed. Please try again.')).toBeVisible();
  await expect(lucky).toHaveAttribute('aria-pressed', 'false');
});

test("a member's launches come back as recently played on the Games page", async ({ page, sim }) => {
  const { token } = await sim.session('agent01');
  await page.goto(`/m/game?token=${token}`);
  await expect(page.getByRole('tab', { name: 'Favourites' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently played' })).toHaveCount(0);
  // A member's vendor page pages as a visitor's does.
  await sim.clearCalls();
  await page.goto(JILI);
  await expect(games(page).nth(23)).toBeVisible();
  await games(page).last().scrollIntoViewIfNeeded();
  await expect(games(page)).toHaveCount(48);
  expect((await sim.calls(LIST)).map((call) => call.query.pageNo).slice(0, 2)).toEqual(['1', '2']);
  await page.getByRole('link', { name: 'Magic Tiger, play' }).click();
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=code]')).toHaveText('JILI_009');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`${JILI.replace(/[?]/g, '\\?')}$`));
  await page.goto('/m/game');
  const recent = page.getByRole('region', { name: 'Recently played' });
  await expect(recent.getByRole('link', { name: 'Magic Tiger, play' })).toBeVisible();
  expect((await sim.calls('/wps/relay/GCS_recentGame'))[0]?.headers.moduleid).toBe('GAMELOREC3');
});

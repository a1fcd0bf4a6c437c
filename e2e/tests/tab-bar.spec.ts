import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { recordLayoutShifts } from '../lib/layout-shift';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';
import { logOut, tabBar, tabLink as tab } from '../lib/tab-bar';

/**
 * The tab bar (issue 27): Home, Games, Promotions, Service and Me at the foot of the main pages,
 * the current one marked, hidden where a flow or a game fills the screen, mirrored in Urdu, and
 * there from the first paint. Service follows the chat rules (spec 001 §4, §6; spec 000 §6).
 */

test('the tab bar leads between the main pages, marks the one shown, and Back walks the way back', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/home?token=${token}`);
  await expect(tab(page, 'Home')).toHaveAttribute('aria-current', 'page');
  await snap(page, 'tab-bar-home-member');
  await expectAccessible(page, '/m/home with the tab bar');

  const steps = [
    { name: 'Games', url: /\/m\/game$/, title: 'Games' },
    { name: 'Promotions', url: /\/m\/rewardCenter$/, title: 'Reward center' },
    { name: 'Me', url: /\/m\/member\/home$/, title: 'My account' },
  ];
  for (const step of steps) {
    await tab(page, step.name).click();
    await expect(page).toHaveURL(step.url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(step.title);
    await expect(tab(page, step.name)).toHaveAttribute('aria-current', 'page');
    // One tab is current at a time.
    await expect(tabBar(page).locator('[aria-current="page"]')).toHaveCount(1);
  }
  for (const step of steps.slice(0, -1).reverse()) {
    await page.goBack();
    await expect(page).toHaveURL(step.url);
    await expect(tab(page, step.name)).toHaveAttribute('aria-current', 'page');
  }
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(tab(page, 'Home')).toHaveAttribute('aria-current', 'page');
});

test('a page of no tab keeps the bar with nothing marked; flows and the game frame page have none', async ({ page, sim }) => {
  await page.goto('/m/inviteFriends');
  await expect(tabBar(page)).toBeVisible();
  await expect(tabBar(page).locator('[aria-current="page"]')).toHaveCount(0);
  for (const path of ['/m/login', '/m/register', '/m/lines']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tabBar(page), path).toHaveCount(0);
  }

  const { token } = await sim.session('player01');
  await page.goto(`/m/game?token=${token}`);
  await expect(tab(page, 'Games')).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Vietnam Lottery, play' }).click();
  await expect(page.frameLocator('iframe[title="Game"]').locator('[data-field=vendor]')).toHaveText('TCG_LOTTO_VN');
  await expect(tabBar(page)).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveAttribute('data-tab-bar');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/game$/);
  await expect(tab(page, 'Games')).toHaveAttribute('aria-current', 'page');
});

test('in Urdu the bar runs right to left, Home first at the right', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'UR'));
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const bar = tabBar(page, 'مرکزی مینو');
  const home = await bar.getByRole('link', { name: 'ہوم', exact: true }).boundingBox();
  const me = await bar.getByRole('link', { name: 'میرا', exact: true }).boundingBox();
  expect(home!.x).toBeGreaterThan(me!.x);
  await expect(bar.getByRole('link', { name: 'ہوم', exact: true })).toHaveAttribute('aria-current', 'page');
  await snap(page, 'tab-bar-home-ur');
});

test('the bar is drawn from the first paint, where the app will draw it, the current tab marked', async ({ page }) => {
  // Without the app's scripts, the page stays on what index.html paints.
  await page.route(/\/m\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/m/game');
  const firstScreen = page.locator('.first-screen__tabs');
  await expect(firstScreen).toBeVisible();
  // Marked by the line over it (and its colour), as the app marks it.
  await expect(firstScreen.locator('[data-tab="games"]')).toHaveCSS('box-shadow', /0px 2px 0px 0px inset$/);
  await expect(firstScreen.locator('[data-tab="home"]')).toHaveCSS('box-shadow', 'none');
  const drawn = await firstScreen.boundingBox();
  await page.goto('/m/register');
  await expect(page.locator('.first-screen__tabs')).toBeHidden();

  await page.unroute(/\/m\/assets\/.*\.js$/);
  const layoutShift = await recordLayoutShifts(page);
  await page.goto('/m/game');
  await expect(tab(page, 'Games')).toHaveAttribute('aria-current', 'page');
  expect(await tabBar(page).boundingBox()).toEqual(drawn);
  expect(await layoutShift()).toBeLessThanOrEqual(0.01);
});

test('Service takes a visitor to login and back', async ({ page }) => {
  await page.goto('/m/home');
  await tab(page, 'Service').click();
  await expect(page).toHaveURL(/\/m\/login\?redirectUrl=%2Fm%2Fhome$/);
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
});

test('Service tells member type 4 no_permissions, and asks the platform nothing', async ({ page, sim }) => {
  const { token } = await sim.session('nochat01');
  await page.goto(`/m/home?token=${token}`);
  await tabBar(page).getByRole('button', { name: 'Service', exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('You do not have permission to use the chat.');
  expect(await sim.calls('/wps/relay/CBS_launchChat')).toEqual([]);
});

test("Service opens a member's chat, as the chat entry does", async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/home?token=${token}`);
  const popup = page.waitForEvent('popup');
  await tabBar(page).getByRole('button', { name: 'Service', exact: true }).click();
  const chat = await popup;
  await chat.waitForURL(/\/sim-chat\/platform\?/);
  expect(new URL(chat.url()).searchParams.get('userName')).toBe('player01');
  expect(await sim.calls('/wps/relay/CBS_launchChat')).toHaveLength(1);
});

test('a merchant without chat has no Service tab', async ({ page, sim }) => {
  await sim.merchant({ whitelabelVal: { chat: false } });
  await page.goto('/m/home');
  await expect(tab(page, 'Home')).toHaveAttribute('aria-current', 'page');
  await expect(tabBar(page).getByRole('listitem')).toHaveCount(4);
  await expect(tabBar(page).getByText('Service', { exact: true })).toHaveCount(0);
});

test('Me takes a visitor to login, and on to the account once signed in', async ({ page }) => {
  await page.goto('/m/game');
  await tab(page, 'Me').click();
  await expect(page).toHaveURL(/\/m\/login\?redirectUrl=%2Fm%2Fmember%2Fhome$/);
  // Back leads where the visitor was.
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/game$/);
  await tab(page, 'Me').click();
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(tab(page, 'Me')).toHaveAttribute('aria-current', 'page');
  // Logging out from the account page leads home, a visitor again.
  await logOut(page);
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

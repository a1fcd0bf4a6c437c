import type { Page } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { announcement, openAndSettle, standingClock, startAsMember } from '../lib/home-popups';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';

const PASSWORD = 'Passw0rd!';

/** Each go-to target (spec 001 §2) with its title and something only its content shows for player01. */
const GO_TO_TARGETS: ReadonlyArray<{ path: string; title: string; content: RegExp | string }> = [
  { path: '/m/activity/signIn', title: 'Daily check-in', content: 'Day 2' },
  { path: '/m/activity/noviceTask', title: 'New player tasks', content: 'New player: first bet' },
  { path: '/m/activity/rescue', title: 'Rescue bonus', content: 'Rescue fund' },
  { path: '/m/voucherCenter', title: 'Voucher center', content: 'Weekly deposit bonus' },
  { path: '/m/leaderBoard', title: 'Leaderboard', content: 'Monthly mission leaderboard' },
  { path: '/m/member/benefits', title: 'Member benefits', content: 'Progress to the next level' },
];

async function logIn(page: Page, username = 'player01') {
  const login = loginPage(page);
  await login.fill(username, PASSWORD);
  await login.submit.click();
}

async function showsContent(page: Page, title: string, content: RegExp | string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByText(content).first()).toBeVisible();
}

test("the promotions: category tabs as the platform builds them, a card opens its page, and its go-to leads on; a promotion's page: its pictures in sequence, links in its content routed, and share copying the link where the browser has no share sheet", async ({
  page,
  context,
  sim,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  const { token } = await sim.session('player01');
  await page.goto(`/m/activity?token=${token}`);
  const tabs = page.getByRole('tablist', { name: 'Promotion categories' });
  await expect(tabs.getByRole('tab')).toHaveText([
    'All',
    'Slots',
    'Live casino',
    'Rebates',
    'Deposit',
    'VIP',
    'App',
    'New players',
    'Other',
  ]);
  await expect(page.getByRole('heading', { level: 2 })).toHaveCount(9);
  await snap(page, 'promotions-list');
  await expectAccessible(page, '/m/activity');

  // A promotion without a category counts as other.
  await tabs.getByRole('tab', { name: 'Other' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Daily check-in', 'Monthly mission leaderboard']);
  await tabs.getByRole('tab', { name: 'Deposit' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Weekly deposit bonus']);
  await page.getByRole('link', { name: /Weekly deposit bonus/ }).click();

  await expect(page).toHaveURL(/\/m\/activity\?id=104$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Weekly deposit bonus');
  await expect(page.getByText('Jun 1, 2026 – Dec 31, 2026')).toBeVisible();
  await expect(page.getByText('Deposit this week and get')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Weekly deposit bonus' })).toHaveAttribute('src', /\/promotions\/coins\.svg$/);
  await snap(page, 'promotion-page');
  await page.getByRole('button', { name: 'Go to activity' }).click();
  await showsContent(page, 'Voucher center', 'Deposit cashback');

  await page.goto('/m/activity?id=101');
  await expect(page.getByRole('img')).toHaveCount(2);
  await expect(page.getByRole('img', { name: 'Welcome bonus 100%, picture 1 of 2' })).toHaveAttribute('src', /gift\.svg$/);
  await expect(page.getByRole('img', { name: 'Welcome bonus 100%, picture 2 of 2' })).toHaveAttribute('src', /confetti\.svg$/);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied.' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/m\/activity\?id=101$/);
  // A link inside the content stays in the app.
  await page.getByRole('link', { name: 'new player tasks' }).click();
  await showsContent(page, 'New player tasks', 'Welcome bonus 100%');
});

test('every go-to target shows its content to a member, never a placeholder; the leaderboard shows the winners board above its promotions, and a winner opens the game', async ({
  page,
  sim,
}) => {
  await startAsMember(page, await sim.session('player01'));
  const leaderBoard = GO_TO_TARGETS.find(({ path }) => path === '/m/leaderBoard')!;
  for (const { path, title, content } of [...GO_TO_TARGETS.filter((target) => target !== leaderBoard), leaderBoard]) {
    await page.goto(path);
    await showsContent(page, title, content);
    if (path === '/m/activity/rescue') await expectAccessible(page, '/m/activity/rescue');
  }
  const board = page.getByRole('region', { name: 'Big winners' });
  const rows = board.getByRole('link');
  await expect(rows).toHaveCount(5);
  await expect(rows.first()).toHaveAccessibleName('pl***01 Dragon Tiger ₱268,450.00');
  await snap(page, 'leaderboard-winners');
  await rows.first().click();
  await expect(page).toHaveURL(/\/m\/launchGame\?vendor=JILI&code=JILI_005/);
});

test('a visitor opening a go-to target is asked to log in and comes back to its content', async ({ page }) => {
  for (const { path } of GO_TO_TARGETS) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`/m/login?redirectUrl=${encodeURIComponent(path)}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  }
  await logIn(page);
  const last = GO_TO_TARGETS[GO_TO_TARGETS.length - 1]!;
  await expect(page).toHaveURL(new RegExp(`${last.path}$`));
  await showsContent(page, last.title, last.content);
});

test('when nothing of its type runs, a go-to page says so and leads to all promotions, which say so too', async ({ page, sim }) => {
  await sim.announcements({ promotion: [] });
  // agent01 has no reward of these types either.
  const { token } = await sim.session('agent01');
  await page.goto(`/m/activity/rescue?token=${token}`);
  await expect(page.getByText('No rescue bonus is running right now.')).toBeVisible();
  await page.goto('/m/leaderBoard');
  await expect(page.getByText('No missions or leaderboards are running right now.')).toBeVisible();
  await snap(page, 'leaderboard-empty');
  await page.getByRole('link', { name: 'All promotions' }).click();
  await expect(page).toHaveURL(/\/m\/activity$/);
  await expect(page.getByText('No promotions are running right now.')).toBeVisible();
});

test('a promotion banner opens its page: for a member at once, for a visitor after a log-in that comes back', async ({ page, sim }) => {
  await page.goto('/m/home');
  const carousel = page.getByRole('region', { name: 'Promotions' });
  await expect(carousel).toBeVisible();
  await carousel.getByRole('button', { name: 'Pause slides' }).click();
  await page.locator('[aria-roledescription="slide"]:not([inert])').getByRole('link').click();
  await expect(page).toHaveURL(`/m/login?redirectUrl=${encodeURIComponent('/m/activity?id=101')}`);
  await logIn(page);
  await expect(page).toHaveURL(/\/m\/activity\?id=101$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Welcome bonus 100%');
  await expect(page.getByText('Your first deposit is matched')).toBeVisible();

  const { token } = await sim.session('agent01');
  await page.goto(`/m/home?token=${token}`);
  // Another member's token over a live session is only offered: the player says yes.
  await page.getByRole('alertdialog', { name: 'Switch account?' }).getByRole('button', { name: 'Switch account' }).click();
  await page.getByRole('region', { name: 'Promotions' }).getByRole('button', { name: 'Pause slides' }).click();
  await page.locator('[aria-roledescription="slide"]:not([inert])').getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/activity\?id=101$/);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText('Welcome bonus 100%');
});

test.describe("an announcement's link into the app lands on the promotion", () => {
  const LINKED = { id: 290, title: 'This week', content: '<p>See the <a href="/m/activity?id=104">weekly deposit bonus</a>.</p>' };

  test('for a member', async ({ page, sim }) => {
    await sim.announcements({ preset: 'quiet', popup: [{ ...LINKED, execution: 'A' }] });
    await standingClock(page, new Date(Date.UTC(2030, 0, 1, 18)));
    await startAsMember(page, await sim.session('player01'));
    await openAndSettle(page, '/m/home');
    // The clock flows again for the page the link opens.
    await page.clock.resume();
    await announcement(page).getByRole('link', { name: 'weekly deposit bonus' }).click();
    await expect(page).toHaveURL(/\/m\/activity\?id=104$/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Weekly deposit bonus');
    await expect(announcement(page)).toHaveCount(0);
  });

  test('for a visitor, after a log-in that comes back', async ({ page, sim }) => {
    await sim.announcements({ preset: 'quiet', popup: [{ ...LINKED, execution: 'B' }] });
    await standingClock(page, new Date(Date.UTC(2030, 0, 1, 18)));
    await openAndSettle(page, '/m/home');
    await page.clock.runFor(1_000);
    await announcement(page).getByRole('link', { name: 'weekly deposit bonus' }).click();
    await expect(page).toHaveURL(`/m/login?redirectUrl=${encodeURIComponent('/m/activity?id=104')}`);
    await page.clock.resume();
    await logIn(page);
    await expect(page).toHaveURL(/\/m\/activity\?id=104$/);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText('Weekly deposit bonus');
  });
});

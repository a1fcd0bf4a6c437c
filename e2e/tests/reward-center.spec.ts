import type { Locator } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';

const CLAIM = '/wps/relay/MCSFE_claimIssuedPromotion';
// The isolation marks around the clock (right-to-left text) are not part of what a player reads.
const expiryOf = (card: Locator) =>
  card.locator('.promotions-expiry').evaluate((element) => element.textContent?.replace(/[\u2066\u2069]/g, ''));

test('a member claims a reward: one claim for a double tap, the wallet and the lists reload', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/rewardCenter?token=${token}`);
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('₱1,520.50');
  await expect(page.getByRole('link', { name: /Daily check-in/ })).toContainText('2 to claim');
  await expect(page.getByRole('link', { name: /Deposit bonuses/ })).toContainText('1 to claim');
  await snap(page, 'reward-center');
  await expectAccessible(page, '/m/rewardCenter');

  await sim.clearCalls();
  const reward = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Weekly deposit bonus' }) });
  await reward.getByRole('button', { name: 'Claim' }).dblclick();
  await expect(page.getByRole('status').filter({ hasText: 'Reward claimed.' })).toBeVisible();
  expect(await sim.calls(CLAIM)).toHaveLength(1);
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('₱1,570.50');
  await expect(page.getByRole('heading', { name: 'Weekly deposit bonus' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Deposit bonuses/ })).not.toContainText('to claim');
});

test('a claim refused for an unverified mobile number says so, with where to go', async ({ page, sim }) => {
  const { token } = await sim.session('unverified01');
  await page.goto(`/m/rewardCenter?token=${token}`);
  const reward = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Welcome reward' }) });
  await reward.getByRole('button', { name: 'Claim' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Verify your mobile number before you claim this reward.');
  await expect(alert.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  await snap(page, 'reward-center-mobile-refused');
  await alert.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.getByText('+63 917****013')).toBeVisible();
});

test('the countdown moves with the clock; a reward that reaches its expiry cannot be claimed', async ({ page, sim }) => {
  await sim.rewards({
    username: 'player01',
    claims: [
      { rewardId: 1, eventName: 'One minute left', promotionType: 'MANUAL', rewardAmount: 5, expiresIn: 65_000 },
      { rewardId: 2, eventName: 'Keeps', promotionType: 'RAFFLE', ticketName: 'Lucky draw ticket', expiresIn: null },
    ],
  });
  // The browser's clock starts at the simulator's time and flows until the list is there (the store
  // batches its updates on animation frames), then stands still 10 s on: 55 s are left.
  const now = Date.now();
  await page.clock.install({ time: now });
  const { token } = await sim.session('player01');
  await page.goto(`/m/rewardCenter?token=${token}`);
  const soon = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'One minute left' }) });
  await expect(soon).toContainText('Expires in');
  await page.clock.pauseAt(now + 10_000);
  await page.clock.runFor(1_000);
  await expect.poll(() => expiryOf(soon)).toBe('Expires in 00:00:54');
  await page.clock.runFor(1_000);
  await expect.poll(() => expiryOf(soon)).toBe('Expires in 00:00:53');
  await expect(page.getByRole('listitem').filter({ hasText: 'Keeps' })).toContainText('Permanent');
  await expect(soon.getByRole('button', { name: 'Claim' })).toBeEnabled();
  await page.clock.runFor(53_000);
  await expect.poll(() => expiryOf(soon)).toBe('Expired');
  await expect(soon.getByRole('button', { name: 'Claim' })).toBeDisabled();
});

test('a visitor sees the promotions running and a log-in that comes back to the reward centre', async ({ page }) => {
  await page.goto('/m/rewardCenter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Reward center');
  await expect(page.getByRole('link', { name: /Daily check-in/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My rewards' })).toHaveCount(0);
  await snap(page, 'reward-center-visitor');
  await page.getByRole('link', { name: 'Log in' }).last().click();
  await expect(page).toHaveURL(`/m/login?redirectUrl=${encodeURIComponent('/m/rewardCenter')}`);
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/rewardCenter$/);
  await expect(page.getByRole('heading', { name: 'My rewards' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lucky draw' })).toBeVisible();
});

test('a tile leads to its go-to target; a member type 4 is told it has no permission', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/rewardCenter?token=${token}`);
  await page.getByRole('link', { name: /Missions/ }).click();
  await expect(page).toHaveURL(/\/m\/leaderBoard$/);
  await expect(page.getByRole('heading', { name: 'Mission: 20 spins' })).toBeVisible();

  const other = await sim.session('nochat01');
  await page.goto(`/m/rewardCenter?token=${other.token}`);
  // Another member's token over a live session is only offered: the player says yes.
  await page.getByRole('alertdialog', { name: 'Switch account?' }).getByRole('button', { name: 'Switch account' }).click();
  await expect(page.getByText('You do not have permission to use the reward center.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'All promotions' })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';

const day = (page: Page, n: number) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Day ${n}`, exact: true }) });

test("a member checks today's day in: claimed, the totals and the wallet follow", async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/activity/signIn?token=${token}`);
  await expect(page.getByRole('tab', { name: 'Weekend check-in' })).toBeVisible();
  await expect(day(page, 1)).toContainText('Claimed');
  await expect(day(page, 3)).toContainText('To claim: deposit ₱100.00');
  await expect(page.getByRole('heading', { name: 'Rules' })).toBeVisible();
  await snap(page, 'check-in');
  await expectAccessible(page, '/m/activity/signIn');
  await day(page, 2).getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Checked in for day 2.' })).toBeVisible();
  await expect(day(page, 2)).toContainText('Claimed');
  await expect(page.getByRole('region', { name: 'So far' })).toContainText('₱3.00');
  await page.goto('/m/member/home');
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('₱1,522.50');
});

test('a day whose condition is not met is refused, with the amounts and a way on; the weekend programme is another tab', async ({
  page,
  sim,
}) => {
  await sim.rewards({ username: 'player01', checkIn: { today: 3, claimedDays: [1, 2] } });
  const { token } = await sim.session('player01');
  await page.goto(`/m/activity/signIn?token=${token}`);
  await day(page, 3).getByRole('button', { name: 'Check in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText("Today's conditions are not met yet.");
  await expect(alert).toContainText('Deposit: ₱20.00 of ₱100.00');
  await expect(alert.getByRole('button', { name: 'Contact customer service' })).toBeVisible();
  await snap(page, 'check-in-refused');
  await expect(day(page, 3).getByRole('button', { name: 'Check in' })).toBeVisible();

  await page.getByRole('tab', { name: 'Weekend check-in' }).click();
  await expect(day(page, 1).getByRole('button', { name: 'Check in' })).toBeVisible();
  await expect(day(page, 2)).toContainText('Points: 30');
});

test('a member whose details are incomplete is told so, with the account page', async ({ page, sim }) => {
  const { token } = await sim.session('unverified01');
  await page.goto(`/m/activity/signIn?token=${token}`);
  await day(page, 1).getByRole('button', { name: 'Check in' }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Complete your account details to check in.');
  await expect(alert.getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/m/member/home');
});

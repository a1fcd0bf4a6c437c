import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { openAndSettle, VISITOR_DELAY_MS, WELCOME_RETRY_MS } from '../lib/home-popups';

const welcome = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test.use({ homePopups: true });

test.beforeEach(async ({ page, sim }) => {
  // The welcome images alone: no announcement before them.
  await sim.announcements({ popup: [] });
  await page.clock.install({ time: new Date(2030, 0, 1, 20, 0) });
});

test('opened straight on home: welcome image 1, then 2, then none for the rest of the visit', async ({ page }) => {
  await openAndSettle(page, '/m/home');
  await page.clock.runFor(VISITOR_DELAY_MS);
  const first = welcome(page, 'Welcome gift');
  await expect(first).toBeVisible();
  await expect(first.getByRole('img', { name: 'Welcome gift' })).toBeVisible();
  await first.getByRole('button', { name: 'Close' }).first().click();
  const second = welcome(page, 'Daily lucky draw');
  await expect(second).toBeVisible();
  await second.getByRole('button', { name: 'Close' }).first().click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await openAndSettle(page, null);
  await page.clock.runFor(VISITOR_DELAY_MS + WELCOME_RETRY_MS);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('off a home path the welcome images wait, and look again 20 s later', async ({ page }) => {
  await openAndSettle(page, '/m/inviteFriends');
  await page.clock.runFor(VISITOR_DELAY_MS);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.clock.runFor(WELCOME_RETRY_MS);
  await expect(welcome(page, 'Welcome gift')).toBeVisible();
});

test('never inside the native app', async ({ page }) => {
  await openAndSettle(page, '/m/home?inApp=1');
  await page.clock.runFor(VISITOR_DELAY_MS + WELCOME_RETRY_MS);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

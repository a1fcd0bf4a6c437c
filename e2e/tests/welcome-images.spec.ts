import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { openAndSettle, standingClock, VISITOR_DELAY_MS, WELCOME_RETRY_MS } from '../lib/home-popups';
import { snap } from '../lib/screenshot';

const welcome = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test.use({ homePopups: true });

test.beforeEach(async ({ page, sim }) => {
  // The welcome images alone: no announcement before them.
  await sim.announcements({ popup: [] });
  await standingClock(page, new Date(2030, 0, 1, 20, 0));
});

test('popup 1, then popup 2, then nothing more this visit nor for the same images later', async ({ page, context, sim }) => {
  await openAndSettle(page, '/m/home');
  await page.clock.runFor(VISITOR_DELAY_MS);
  await expect(welcome(page, 'Welcome gift').getByRole('img', { name: 'Welcome gift' })).toBeVisible();
  await expect(welcome(page, 'Welcome gift').getByRole('link', { name: 'Save image' })).toHaveAttribute('download', 'welcome-gift-v1.svg');
  await snap(page, 'welcome-image-1');
  await welcome(page, 'Welcome gift').getByRole('button', { name: 'Close' }).click();
  await expect(welcome(page, 'Daily lucky draw')).toBeVisible();
  await welcome(page, 'Daily lucky draw').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  const again = await context.newPage();
  await openAndSettle(again, '/m/home');
  await again.clock.runFor(VISITOR_DELAY_MS);
  await expect(again.getByRole('dialog')).toHaveCount(0);

  // A new image for popup 1 (a new file name) shows again; popup 2 is the same image and stays closed.
  const current = (await (await page.request.get('/__sim/announcements')).json()) as {
    demo: { banners: Array<{ groupName: string; url: string }> };
  };
  const banners = current.demo.banners.map((banner) =>
    banner.groupName === 'm_popup1' ? { ...banner, title: 'Welcome gift', url: banner.url.replace('-v1', '-v2') } : banner,
  );
  await sim.announcements({ banners: banners as never });
  const third = await context.newPage();
  await openAndSettle(third, '/m/home');
  await third.clock.runFor(VISITOR_DELAY_MS);
  await expect(welcome(third, 'Welcome gift').getByRole('img')).toHaveAttribute('src', /welcome-gift-v2\.svg$/);
  await welcome(third, 'Welcome gift').getByRole('button', { name: 'Close' }).click();
  await expect(third.getByRole('dialog')).toHaveCount(0);
});

test('copy link puts the image address on the clipboard', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openAndSettle(page, '/m/home');
  await page.clock.runFor(VISITOR_DELAY_MS);
  await welcome(page, 'Welcome gift').getByRole('button', { name: 'Copy link' }).click();
  await expect(welcome(page, 'Welcome gift').getByRole('status')).toHaveText('Link copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/sim-assets\/demo\/banners\/welcome-gift-v1\.svg$/);
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

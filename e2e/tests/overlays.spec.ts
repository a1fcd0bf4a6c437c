import type { Page } from '@playwright/test';
import { installStandInBridge, type StandInAppInfo } from '@lotto/install/testing/native-stand-in';
import { expect, test } from '../lib/fixtures';
import { openAndSettle, standingClock, startAsMember } from '../lib/home-popups';
import { openedInOrder, overlap, overlayLog, runUntilOpen, timeOf, watchOverlays } from '../lib/overlay-watch';
import { snap } from '../lib/screenshot';

/**
 * Issue 27, "one overlay at a time": every overlay that opens unasked takes its turn in one queue
 * (system screens, the native app's upgrade, the forced download, the announcement, the welcome
 * images, the add-to-home-screen prompt, the notification prompt), each at its own time counted
 * from its turn; a dialog the player opens holds the queue; banners stand one above the other.
 * Every overlay is live here: the announcements and welcome images of the seed, the install
 * prompts, the notification prompt.
 */
test.use({ homePopups: true, installPrompts: 'live', pushPrompt: 'live' });

const EVENING = new Date(2030, 0, 1, 20, 0);
/** How far the standing clock moves per look. */
const STEP_MS = 50;
/** A visitor's announcement and the add-to-home-screen prompt on home wait 1 s from their turn (spec 001 §4, §9). */
const ONE_SECOND = 1_000;
/** A dialog's exit animation (spec 001 §9, "Modal animation"): the next overlay's turn comes once it is over. */
const EXIT_MS = 250;
/** The slack of a time read between two looks. */
const SLACK_MS = 3 * STEP_MS;

const ANNOUNCEMENT = 'Announcement';
const WELCOME_1 = 'Welcome gift';
const WELCOME_2 = 'Daily lucky draw';
const A2HS = 'Add to Home Screen';
const FORCED = 'Get our app';
const NOTIFICATIONS = 'Notifications';

async function close(page: Page, name: string): Promise<void> {
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Close' }).first().click();
}

/** `later` came `delayMs` after `earlier`, give or take a look of the clock. */
function expectAfter(later: number, earlier: number, delayMs: number): void {
  expect(later - earlier).toBeGreaterThanOrEqual(delayMs);
  expect(later - earlier).toBeLessThanOrEqual(delayMs + SLACK_MS);
}

test('a first visit: the announcement 1 s after the popups start, the welcome images once it is gone, the add-to-home-screen prompt 1 s after them, one at a time', async ({
  page,
}) => {
  await watchOverlays(page);
  await standingClock(page, EVENING);
  await openAndSettle(page, '/m/home');
  const opened = await runUntilOpen(page, ANNOUNCEMENT, STEP_MS);
  expectAfter(opened, (await overlayLog(page)).asked[0] ?? Number.NaN, ONE_SECOND);
  await snap(page, 'overlays-first-visit-announcement');
  // The prompt's own 1 s passed long ago: it waits for the popups before it.
  await page.clock.runFor(10_000);
  expect(await openedInOrder(page)).toEqual([ANNOUNCEMENT]);

  await close(page, ANNOUNCEMENT);
  const welcome = await runUntilOpen(page, WELCOME_1, STEP_MS);
  expectAfter(welcome, await timeOf(page, ANNOUNCEMENT, false), EXIT_MS);
  await close(page, WELCOME_1);
  expectAfter(await runUntilOpen(page, WELCOME_2, STEP_MS), await timeOf(page, WELCOME_1, false), 0);
  await close(page, WELCOME_2);
  const prompt = await runUntilOpen(page, A2HS, STEP_MS);
  expectAfter(prompt, await timeOf(page, WELCOME_2, false), EXIT_MS + ONE_SECOND);
  await snap(page, 'overlays-first-visit-a2hs');
  await close(page, A2HS);
  await page.clock.runFor(30_000);

  expect(await openedInOrder(page)).toEqual([ANNOUNCEMENT, WELCOME_1, WELCOME_2, A2HS]);
  expect((await overlayLog(page)).maxOpen).toBe(1);
  // The download bar is a banner, not an overlay: it stayed all along.
  await expect(page.getByRole('complementary', { name: 'Download the app' })).toBeVisible();
});

test('a first login: the forced download, the announcement, the welcome images, the add-to-home-screen prompt 1 s after them, then the notification prompt, clear of the chat button and the banners', async ({
  page,
  sim,
}) => {
  await sim.appDownload({ merchant: 'demo', settings: { forcedDownload: true } });
  await sim.analytics({ merchant: 'demo', consentRequired: true });
  await startAsMember(page, await sim.session('player01'), true);
  await watchOverlays(page);
  await standingClock(page, EVENING);
  await openAndSettle(page, '/m/home');

  await runUntilOpen(page, FORCED, STEP_MS);
  await page.clock.runFor(10_000);
  expect(await openedInOrder(page)).toEqual([FORCED]);
  await close(page, FORCED);
  // A member's announcement shows at once at its turn; with the first-login items.
  expectAfter(await runUntilOpen(page, ANNOUNCEMENT, STEP_MS), await timeOf(page, FORCED, false), EXIT_MS);
  await expect(page.getByRole('dialog', { name: ANNOUNCEMENT }).getByText('1 of 3')).toBeVisible();
  await close(page, ANNOUNCEMENT);
  expectAfter(await runUntilOpen(page, WELCOME_1, STEP_MS), await timeOf(page, ANNOUNCEMENT, false), EXIT_MS);
  await close(page, WELCOME_1);
  await runUntilOpen(page, WELCOME_2, STEP_MS);
  await close(page, WELCOME_2);
  expectAfter(await runUntilOpen(page, A2HS, STEP_MS), await timeOf(page, WELCOME_2, false), EXIT_MS + ONE_SECOND);
  await close(page, A2HS);
  expectAfter(await runUntilOpen(page, NOTIFICATIONS, STEP_MS), await timeOf(page, A2HS, false), EXIT_MS);

  expect(await openedInOrder(page)).toEqual([FORCED, ANNOUNCEMENT, WELCOME_1, WELCOME_2, A2HS, NOTIFICATIONS]);
  expect((await overlayLog(page)).maxOpen).toBe(1);

  // The notification card, the consent banner and the download bar stand one above the other, and
  // the chat button above them all.
  const card = page.getByRole('complementary', { name: NOTIFICATIONS });
  const consent = page.getByRole('complementary', { name: 'Ads and measurement' });
  const bar = page.getByRole('complementary', { name: 'Download the app' });
  const chat = page.getByRole('button', { name: /^Customer service/ });
  for (const element of [card, consent, bar, chat]) await expect(element).toBeVisible();
  await snap(page, 'overlays-first-login-banners');
  const banners = [card, consent, bar];
  for (const [index, one] of banners.entries()) {
    expect(await overlap(one, chat)).toBe(false);
    for (const other of banners.slice(index + 1)) expect(await overlap(one, other)).toBe(false);
  }
});

test('inside the native app: the upgrade modal first, then the announcement 1 s after it closes', async ({ page, sim }) => {
  await sim.merchant({ whitelabelVal: { MANDATORYAPPUPDATES3: false } });
  const upgrade = 'Version 2.5.0 is here';
  const app: StandInAppInfo = {
    version: '2.4.40',
    platform: 'Android',
    upgrade: { version: '2.5.0', title: upgrade, description: 'Faster draws.', links: { Android: '/downloads/lotto-2.5.0.apk' } },
  };
  await page.addInitScript(installStandInBridge, app);
  await watchOverlays(page);
  await standingClock(page, EVENING);
  await openAndSettle(page, '/m/home?inApp=1');
  await runUntilOpen(page, upgrade, STEP_MS);
  await page.clock.runFor(10_000);
  expect(await openedInOrder(page)).toEqual([upgrade]);
  await close(page, upgrade);
  expectAfter(await runUntilOpen(page, ANNOUNCEMENT, STEP_MS), await timeOf(page, upgrade, false), EXIT_MS + ONE_SECOND);
  expect((await overlayLog(page)).maxOpen).toBe(1);
});

test('a dialog the player opens holds the queue: the announcement waits for it, and its 1 s starts when it closes', async ({ page }) => {
  await watchOverlays(page);
  await standingClock(page, EVENING);
  await openAndSettle(page, '/m/home');
  await page.getByRole('complementary', { name: 'Download the app' }).getByRole('button', { name: 'More ways to install' }).click();
  await expect(page.getByRole('dialog', { name: 'Get the app' })).toBeVisible();
  await page.clock.runFor(10_000);
  expect(await openedInOrder(page)).toEqual(['Get the app']);
  await close(page, 'Get the app');
  expectAfter(await runUntilOpen(page, ANNOUNCEMENT, STEP_MS), await timeOf(page, 'Get the app', false), EXIT_MS + ONE_SECOND);
  expect((await overlayLog(page)).maxOpen).toBe(1);
});

test('nothing opens over the maintenance page', async ({ page, sim }) => {
  await sim.maintenance({ on: true, merchant: 'demo' });
  await watchOverlays(page);
  await standingClock(page, EVENING);
  await openAndSettle(page, '/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'System Maintenance' })).toBeVisible();
  await page.clock.runFor(30_000);
  expect(await openedInOrder(page)).toEqual([]);
});

test('the update notice and the offline notice stand one under the other at the top', async ({ page, context, sim }) => {
  // The first visit's start-up check and the one 1.5 s later keep the deployment they saw.
  let checks = 0;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/m/asset-manifest.json') checks += 1;
  });
  await page.goto('/m/home');
  await expect.poll(() => checks, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
  await sim.deploy();
  await page.reload();
  const update = page.getByRole('complementary', { name: 'New version' });
  await expect(update).toBeVisible({ timeout: 15_000 });
  await context.setOffline(true);
  const offline = page.getByRole('complementary', { name: 'Offline' });
  await expect(offline).toBeVisible();
  await snap(page, 'overlays-top-banners');
  expect(await overlap(update, offline)).toBe(false);
  await context.setOffline(false);
});

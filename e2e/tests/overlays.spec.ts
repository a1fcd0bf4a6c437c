import type { Page } from '@playwright/test';
import { installStandInBridge, type StandInAppInfo } from '@lotto/install/testing/native-stand-in';
import { expect, test } from '../lib/fixtures';
import { openAndSettle, standingClock, startAsMember } from '../lib/home-popups';
import { openedInOrder, overlap, overlayLog, runUntilClosed, runUntilOpen, timeOf } from '../lib/overlay-watch';
import { loginPage } from '../lib/login-page';
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

/** Records, on the page's clock, each call whose address matches `pattern`; answers a reader of the times. */
async function recordCalls(page: Page, pattern: RegExp): Promise<() => Promise<number[]>> {
  await page.addInitScript((source) => {
    const matches = new RegExp(source);
    const times: number[] = [];
    (window as unknown as { __calls: number[] }).__calls = times;
    const fetchAsIs = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      if (matches.test(url)) times.push(Date.now());
      return fetchAsIs(input, init);
    };
  }, pattern.source);
  return () => page.evaluate(() => (window as unknown as { __calls: number[] }).__calls);
}

async function close(page: Page, name: string): Promise<void> {
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Close' }).first().click();
}

/** The tab bar's height at the foot of the screen (a phone without a home indicator). */
const TAB_BAR_PX = 56;

/**
 * A bar at the foot of the screen that says its height in --app-bottom-inset, as the shell's tab
 * bar does: the banners and the floating buttons stand on it.
 */
async function standInTabBar(page: Page) {
  await page.evaluate((height) => {
    const bar = document.createElement('nav');
    bar.setAttribute('aria-label', 'Tab bar');
    bar.style.cssText = `position: fixed; inset-inline: 0; inset-block-end: 0; block-size: ${height}px; background: gray;`;
    document.body.append(bar);
    document.documentElement.style.setProperty('--app-bottom-inset', `${height}px`);
  }, TAB_BAR_PX);
  return page.getByRole('navigation', { name: 'Tab bar' });
}

/** `later` came `delayMs` after `earlier`, give or take a look of the clock. */
function expectAfter(later: number, earlier: number, delayMs: number): void {
  expect(later - earlier).toBeGreaterThanOrEqual(delayMs);
  expect(later - earlier).toBeLessThanOrEqual(delayMs + SLACK_MS);
}

test('a first visit: the announcement 1 s after the popups start, the welcome images once it is gone, the add-to-home-screen prompt 1 s after them, one at a time', async ({
  page,
}) => {
  const listAsked = await recordCalls(page, /MCSFE_getListAnnouncements\?.*types=PU/);
  await standingClock(page, EVENING);
  await openAndSettle(page, '/m/home');
  const opened = await runUntilOpen(page, ANNOUNCEMENT, STEP_MS);
  expectAfter(opened, (await listAsked())[0] ?? Number.NaN, ONE_SECOND);
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
  const tabBar = await standInTabBar(page);
  await snap(page, 'overlays-first-login-banners');
  const banners = [card, consent, bar];
  for (const [index, one] of banners.entries()) {
    expect(await overlap(one, chat)).toBe(false);
    expect(await overlap(one, tabBar)).toBe(false);
    for (const other of banners.slice(index + 1)) expect(await overlap(one, other)).toBe(false);
  }
  expect(await overlap(chat, tabBar)).toBe(false);
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
  await standingClock(page, EVENING);
  await openAndSettle(page, '/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'System Maintenance' })).toBeVisible();
  await page.clock.runFor(30_000);
  expect(await openedInOrder(page)).toEqual([]);
});

test('the update notice and the offline notice stand one under the other at the top', async ({ page, context, sim }) => {
  // The first visit's start-up check and the one 1.5 s later keep the deployment they saw. The
  // checks wait for the page to settle: the clock moves them on instead of real time passing.
  await page.clock.install();
  let checks = 0;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === '/m/asset-manifest.json') checks += 1;
  });
  await page.goto('/m/home');
  await expect.poll(async () => (await page.clock.runFor(250), checks), { timeout: 15_000, intervals: [0] }).toBeGreaterThanOrEqual(2);
  await sim.deploy();
  await page.reload();
  const update = page.getByRole('complementary', { name: 'New version' });
  await expect(async () => {
    await page.clock.runFor(250);
    await expect(update).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 15_000, intervals: [0] });
  await context.setOffline(true);
  const offline = page.getByRole('complementary', { name: 'Offline' });
  await expect(offline).toBeVisible();
  await snap(page, 'overlays-top-banners');
  expect(await overlap(update, offline)).toBe(false);
  await context.setOffline(false);
});

/** Spec 001 §8, "Error dialog auto-hide repeat every 1 s up to 3 times". */
const AUTO_HIDE_MS = 1_000;
const AUTO_HIDE_LOOKS = 3;
const NOTICE = 'Notice';
const STATUS_CALL = /\/wps\/system\/status\?/;

/** The login page on a standing clock, filled in, its log-in call failing without any HTTP answer. */
async function loginWithoutAnswer(page: Page) {
  await standingClock(page, EVENING);
  await page.goto('/m/login');
  await page.clock.runFor(100);
  const login = loginPage(page);
  await login.fill('player01', 'typed-secret');
  await page.route('**/wps/session/login', (route) => route.abort('failed'));
  await login.submit.click();
  return login;
}

test('a lost connection’s error dialog looks 1 s after it shows whether the platform answers, and hides at the first answer', async ({
  page,
}) => {
  const statusCalls = await recordCalls(page, STATUS_CALL);
  const login = await loginWithoutAnswer(page);
  const shown = await runUntilOpen(page, NOTICE, STEP_MS);
  await expect(login.alert).toContainText('Network Error / CORS Errors');
  const hidden = await runUntilClosed(page, NOTICE, STEP_MS);
  expectAfter(hidden, shown, AUTO_HIDE_MS);
  const looks = (await statusCalls()).filter((at) => at >= shown);
  expect(looks).toHaveLength(1);
  expectAfter(looks[0] ?? Number.NaN, shown, AUTO_HIDE_MS);
  await page.clock.runFor(10 * AUTO_HIDE_MS);
  expect((await statusCalls()).filter((at) => at >= shown)).toHaveLength(1);
  await expect(login.alert).toHaveCount(0);
  await expect(login.password).toHaveValue('typed-secret');
});

test('while the platform stays out of reach the dialog looks 3 times, 1 s apart, then waits for the player', async ({ page }) => {
  const statusCalls = await recordCalls(page, STATUS_CALL);
  const login = await loginWithoutAnswer(page);
  const shown = await runUntilOpen(page, NOTICE, STEP_MS);
  await page.route(STATUS_CALL, (route) => route.abort('failed'));
  const looksSince = async () => (await statusCalls()).filter((at) => at >= shown);
  for (let look = 1; look <= AUTO_HIDE_LOOKS; look += 1) {
    await expect
      .poll(async () => (await page.clock.runFor(STEP_MS), (await looksSince()).length), { timeout: 30_000, intervals: [STEP_MS] })
      .toBe(look);
    expectAfter((await looksSince())[look - 1] ?? Number.NaN, shown, look * AUTO_HIDE_MS);
  }
  await page.clock.runFor(10 * AUTO_HIDE_MS);
  expect(await looksSince()).toHaveLength(AUTO_HIDE_LOOKS);
  await expect(login.alert).toContainText('Network Error / CORS Errors');
  await login.alert.getByRole('button', { name: 'Confirm' }).click();
  await runUntilClosed(page, NOTICE, STEP_MS);
  await expect(login.password).toHaveValue('typed-secret');
});

test('the watch itself: a journey with two overlays open at once fails, even for a moment', async ({ page }) => {
  test.fail(true, 'lib/fixtures.ts fails every journey that had two overlays open at once');
  await page.goto('/m/home');
  await page.evaluate(() => {
    const shown = (title: string) => {
      const panel = document.createElement('div');
      panel.className = 'ui-modal';
      panel.dataset.state = 'shown';
      panel.setAttribute('aria-label', title);
      return panel;
    };
    const first = shown('One');
    document.body.append(first);
    document.body.append(shown('Two'));
    return new Promise((gone) => setTimeout(() => gone(first.remove()), 0));
  });
});

import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { STEP_MS } from '../lib/home-popups';
import { snap } from '../lib/screenshot';

/** Issue 11, spec 001 §4 and §9: a new deployment found by hashing the two asset manifests. */

const APP_MANIFEST = '/m/asset-manifest.json';
const NOTICE_TEXT = 'Found new version, click refresh';
const HOURLY = '01:00:00';
/** spec 001 §9: the second check, 1.5 s after the first. */
const UPDATE_CHECK_DELAY_MS = 1_500;
/** Long enough for the shell's settle wait (2 s after load, then an idle moment of at most 3 s). */
const SETTLE_MS = 5_000;

/** How many update checks the page has made: each check asks for both manifests, /m/'s first. */
function countChecks(page: Page): () => number {
  let checks = 0;
  page.on('requestfinished', (request) => {
    if (new URL(request.url()).pathname === APP_MANIFEST) checks += 1;
  });
  return () => checks;
}

function notice(page: Page) {
  return page.getByRole('complementary', { name: 'New version' });
}

/**
 * The player leaves the tab and comes back. Headless Chromium keeps every page visible, so the
 * page is told as the browser would tell it: the state changes, then the event.
 */
async function leaveAndReturn(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible'] as const) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }
  });
}

/**
 * Opens a page and waits for the start-up check and the one 1.5 s later, so the deployment seen is on
 * record. Both waits pass on Playwright's clock, which the journey installed first.
 */
async function openSettled(page: Page, path: string, checks: () => number): Promise<void> {
  const before = checks();
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLE_MS);
  await expect.poll(checks).toBeGreaterThanOrEqual(before + 1);
  await page.clock.runFor(UPDATE_CHECK_DELAY_MS);
  // The second check's timer starts once the first check's answer is in: a step at a time until it has run.
  await expect.poll(async () => (await page.clock.runFor(STEP_MS), checks()), { intervals: [STEP_MS] }).toBeGreaterThanOrEqual(before + 2);
}

test('a new deployment shows the notice at start-up, and only once for it', async ({ page, sim }) => {
  await page.clock.install();
  const checks = countChecks(page);
  await openSettled(page, '/m/home', checks);
  await expect(notice(page)).toHaveCount(0);

  await sim.deploy();
  await page.reload();
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLE_MS);
  await expect(notice(page)).toBeVisible();
  await expect(notice(page).getByRole('status')).toHaveText(NOTICE_TEXT);
  await expect(notice(page).getByRole('button', { name: 'Refresh' })).toBeVisible();
  await snap(page, 'update-notice');

  // The same deployment again: start-up and 1.5 s checks find nothing new.
  await openSettled(page, '/m/home', checks);
  await leaveAndReturn(page);
  await expect.poll(checks).toBeGreaterThanOrEqual(3);
  await expect(notice(page)).toHaveCount(0);
});

test('the hourly check finds a deployment made while the page stays open', async ({ page, sim }) => {
  await page.clock.install();
  const checks = countChecks(page);
  await openSettled(page, '/m/home', checks);

  await sim.deploy();
  const before = checks();
  await page.clock.fastForward(HOURLY);
  await expect.poll(checks).toBe(before + 1);
  await expect(notice(page)).toBeVisible();
});

test('the check 1.5 s after start-up finds a deployment made just after the first one', async ({ page, sim }) => {
  // Time stands still from the start: nothing timed happens until the journey moves the clock.
  const start = Date.UTC(2030, 0, 1);
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  const checks = countChecks(page);
  await page.goto('/m/home');
  await page.clock.runFor(100);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLE_MS);
  await expect.poll(checks).toBe(1);

  await sim.deploy();
  await page.clock.runFor(UPDATE_CHECK_DELAY_MS - 1);
  expect(checks()).toBe(1);
  await page.clock.runFor(1);
  await expect.poll(checks).toBe(2);
  await expect(notice(page)).toBeVisible();
});

test('a page restored from the back-forward cache checks again', async ({ page, sim }) => {
  await page.clock.install();
  const checks = countChecks(page);
  await openSettled(page, '/m/home', checks);
  await sim.deploy();

  await page.evaluate(() => window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })));
  await expect(notice(page)).toBeVisible();
});

test('returning to the page checks again, and a second deployment shows the notice again', async ({ page, sim }) => {
  await page.clock.install();
  const checks = countChecks(page);
  await openSettled(page, '/m/home', checks);

  await sim.deploy();
  await leaveAndReturn(page);
  await expect(notice(page)).toBeVisible();

  // A new page load takes the deployment as seen; the next one is news again.
  await openSettled(page, '/m/home', checks);
  await expect(notice(page)).toHaveCount(0);
  await sim.deploy();
  await leaveAndReturn(page);
  await expect(notice(page)).toBeVisible();
});

test('Refresh reloads a listed page in place', async ({ page, sim }) => {
  await page.clock.install();
  const checks = countChecks(page);
  await openSettled(page, '/m/login', checks);
  await sim.deploy();
  await leaveAndReturn(page);
  await expect(notice(page)).toBeVisible();

  await page.evaluate(() => Object.assign(window, { beforeRefresh: true }));
  await Promise.all([page.waitForEvent('load'), notice(page).getByRole('button', { name: 'Refresh' }).click()]);
  await expect(page).toHaveURL(/\/m\/login$/);
  expect(await page.evaluate(() => 'beforeRefresh' in window)).toBe(false);
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
});

test('Refresh sends any other page home', async ({ page, sim }) => {
  await page.clock.install();
  const checks = countChecks(page);
  await openSettled(page, '/m/lines', checks);
  await sim.deploy();
  await leaveAndReturn(page);
  await expect(notice(page)).toBeVisible();

  await notice(page).getByRole('button', { name: 'Refresh' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(notice(page)).toHaveCount(0);
});

test('no check runs while offline; the first one back online finds the deployment', async ({ page, context, sim }) => {
  await page.clock.install();
  const checks = countChecks(page);
  await openSettled(page, '/m/home', checks);
  await sim.deploy();

  // Any request the page makes for the manifest counts here, the ones that fail offline too.
  let asked = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === APP_MANIFEST) asked += 1;
  });
  await context.setOffline(true);
  await leaveAndReturn(page);
  await context.setOffline(false);
  await leaveAndReturn(page);
  await expect(notice(page)).toBeVisible();
  expect(asked).toBe(1);
});

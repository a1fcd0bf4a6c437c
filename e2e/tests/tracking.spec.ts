import type { Page } from '@playwright/test';
import { pixelCalls } from '@lotto/tracking/testing';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';

const PASSWORD = 'Passw0rd!';
const UPLOAD = '/wps/system/collect';
/** Past when late features start (load, 2 s, an idle moment of at most 3 s) and the upload's 1 s batch. */
const SETTLED_AND_UPLOADED_MS = 7_000;
/** The first retry after a refused upload (packages/tracking/src/constants.ts). */
const FIRST_RETRY_MS = 5_000;
/** When the late features (tracking among them) start after load: when-settled.ts's warm-up delay. */
const LATE_FEATURES_MS = 2_000;
const DAY_S = 86_400;

/** What a vendor's stand-in script recorded in the page, each call as its arguments. */
function vendorCalls(page: Page, vendor: Parameters<typeof pixelCalls>[0]): Promise<unknown[][]> {
  return page.evaluate(pixelCalls, vendor);
}

/**
 * Lets the page opened last settle, tracking start and its first batch go up, on Playwright's clock
 * (installed first); then time flows again: an installed clock stands still between moves, and a
 * vendor script that arrives after the move would wait on it for ever (Google's config call, seen on CI).
 */
async function settleAndUpload(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLED_AND_UPLOADED_MS);
  await page.clock.resume();
}

/** Every pixel script the page asks for, in order. */
function pixelScripts(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/sim-pixels/')) seen.push(pathname);
  });
  return () => [...seen];
}

test('login reaches the platform with the member, the currency, a unique eventID and the click ids of the first address', async ({
  page,
  sim,
  context,
}) => {
  await page.clock.install();
  await page.goto('/m/home?fbclid=FB-1&ttclid=TT-1&cid=VOL-1');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
  const login = loginPage(page);
  await login.fill('player01', PASSWORD);
  await login.submit.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await settleAndUpload(page);

  await expect.poll(async () => (await sim.trackedEvents()).map((event) => event.event)).toEqual(['firstOpen', 'login']);
  const member = await sim.member('player01');
  const [firstOpen, loggedIn] = await sim.trackedEvents();
  expect(loggedIn).toMatchObject({
    payload: { customerName: 'player01', customerId: String(member.id), currency: 'PHP', eventID: expect.any(String) },
    detail: { mode: 'username' },
    clickIds: { fbclid: { value: 'FB-1', at: expect.any(Number) }, ttclid: { value: 'TT-1', at: expect.any(Number) } },
    voluum: 'VOL-1',
    page: '/m/login',
  });
  expect(loggedIn?.payload.eventID).not.toBe(firstOpen?.payload.eventID);
  // The Voluum click is kept in a cookie for a day.
  const voluum = (await context.cookies()).find((cookie) => cookie.name === 'voluum_cid');
  expect(voluum?.value).toBe('VOL-1');
  expect((voluum?.expires ?? 0) - Date.now() / 1_000).toBeGreaterThan(DAY_S - 60);
  expect((voluum?.expires ?? 0) - Date.now() / 1_000).toBeLessThanOrEqual(DAY_S);

  // firstOpen is once per install: a new visit raises none (its pixels start with tracking, and hear nothing of it).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await settleAndUpload(page);
  await expect.poll(() => vendorCalls(page, 'facebook')).toContainEqual(['init', '100200300']);
  expect((await vendorCalls(page, 'facebook')).filter((call) => call[1] === 'firstOpen')).toEqual([]);
  expect((await sim.trackedEvents()).filter((event) => event.event === 'firstOpen')).toHaveLength(1);
});

test('a login raised before tracking started reaches the platform after a page load in between', async ({ page, sim }) => {
  // Time moves only by the journey's small steps, and stops before the late features' start (2 s
  // after load), so this page raises the login with no tracking running.
  const start = Date.UTC(2030, 0, 1);
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto('/m/login');
  const login = loginPage(page);
  await expect.poll(async () => (await page.clock.runFor(50), login.submit.isVisible()), { intervals: [50] }).toBe(true);
  expect(await page.evaluate(() => Date.now())).toBeLessThan(start + 1_000 + LATE_FEATURES_MS);
  await login.fill('player01', PASSWORD);
  await login.submit.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  expect(await sim.trackedEvents()).toEqual([]);

  await page.clock.resume();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await expect.poll(async () => (await sim.trackedEvents()).map((event) => event.event)).toEqual(['firstOpen', 'login']);
  expect((await sim.trackedEvents())[1]).toMatchObject({ detail: { mode: 'username' }, page: '/m/login' });
});

test('an upload the platform refuses is tried again later, and nothing is lost', async ({ page, sim }) => {
  await page.clock.install();
  await sim.fault(UPLOAD, { status: 500, times: 1 });
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.clock.runFor(SETTLED_AND_UPLOADED_MS);
  await expect.poll(async () => (await sim.calls(UPLOAD)).length).toBe(1);
  expect(await sim.trackedEvents()).toEqual([]);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('MC_TRACKING_OUTBOX') ?? '[]').length)).toBe(1);

  await page.clock.runFor(FIRST_RETRY_MS);
  await expect.poll(async () => (await sim.trackedEvents()).map((event) => event.event)).toEqual(['firstOpen']);
  expect(await sim.calls(UPLOAD)).toHaveLength(2);
  // The simulator keeps the event before its answer reaches the page, which empties its outbox then.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_TRACKING_OUTBOX'))).toBeNull();
});

test('the merchant’s pixels load after the first screen and get the events raised before them', async ({ page }) => {
  const scripts = pixelScripts(page);
  await page.clock.install();
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(scripts()).toEqual([]);
  await settleAndUpload(page);
  await expect
    .poll(() => scripts().sort())
    .toEqual(['/sim-pixels/facebook.js', '/sim-pixels/google.js', '/sim-pixels/kwai.js', '/sim-pixels/tiktok.js']);
  // firstOpen was raised before any script was there: each vendor got it from its queue, with the eventID.
  await expect
    .poll(() => vendorCalls(page, 'facebook'))
    .toContainEqual(['trackCustom', 'firstOpen', { currency: 'PHP' }, { eventID: expect.any(String) }]);
  expect(await vendorCalls(page, 'facebook')).toContainEqual(['init', '100200300']);
  expect(await vendorCalls(page, 'tiktok')).toContainEqual(['track', 'firstOpen', { currency: 'PHP' }, { event_id: expect.any(String) }]);
  expect(await vendorCalls(page, 'kwai')).toContainEqual(['track', 'firstOpen', { currency: 'PHP', event_id: expect.any(String) }]);
  expect(await vendorCalls(page, 'google')).toContainEqual(['config', 'G-SIMDEMO1']);
});

test('where the merchant requires consent, no pixel script loads before the player allows it', async ({ page, sim }) => {
  await sim.analytics({ merchant: 'demo', consentRequired: true });
  const scripts = pixelScripts(page);
  await page.clock.install();
  await page.goto('/m/home');
  await settleAndUpload(page);
  const banner = page.getByRole('complementary', { name: 'Ads and measurement' });
  await expect(banner).toBeVisible();
  await expectAccessible(page, '/m/home with the consent banner');
  await snap(page, 'pixel-consent');
  expect(scripts()).toEqual([]);

  await banner.getByRole('button', { name: 'Allow' }).click();
  await expect(banner).toHaveCount(0);
  await expect.poll(() => scripts().length).toBe(4);
  await expect
    .poll(() => vendorCalls(page, 'google'))
    .toContainEqual(['consent', 'update', expect.objectContaining({ ad_storage: 'granted' })]);
  const google = await vendorCalls(page, 'google');
  expect(google[0]).toEqual(['consent', 'default', expect.objectContaining({ ad_storage: 'denied' })]);
  const facebook = await vendorCalls(page, 'facebook');
  expect(facebook[0]).toEqual(['consent', 'revoke']);
  expect(facebook).toContainEqual(['consent', 'grant']);
  expect((await vendorCalls(page, 'tiktok'))[0]).toEqual(['holdConsent']);
  expect(await vendorCalls(page, 'tiktok')).toContainEqual(['grantConsent']);
});

test('a player who declines gets no pixel, now or on the next visit, and is not asked again', async ({ page, sim }) => {
  await sim.analytics({ merchant: 'demo', consentRequired: true });
  const scripts = pixelScripts(page);
  await page.clock.install();
  await page.goto('/m/home');
  await settleAndUpload(page);
  const banner = page.getByRole('complementary', { name: 'Ads and measurement' });
  await banner.getByRole('button', { name: 'Decline' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await settleAndUpload(page);
  // The platform's upload still takes the events: the refusal is about the vendors' scripts.
  await expect.poll(async () => (await sim.trackedEvents()).length).toBeGreaterThan(0);
  await expect(banner).toHaveCount(0);
  expect(scripts()).toEqual([]);
});

test('the consent banner in Urdu reads right to left', async ({ page, sim }) => {
  await sim.analytics({ merchant: 'demo', consentRequired: true });
  await page.addInitScript(() => localStorage.setItem('language', 'UR'));
  await page.clock.install();
  await page.goto('/m/home');
  await settleAndUpload(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'اجازت دیں' })).toBeVisible();
  await snap(page, 'pixel-consent-urdu');
});

test('no pixel runs on the login page; after the login, home loads them and they get the login without the member’s name or id', async ({
  page,
  sim,
}) => {
  const scripts = pixelScripts(page);
  await page.clock.install();
  await page.goto('/m/login');
  const login = loginPage(page);
  await expect(login.submit).toBeVisible();
  // Tracking has started on this page (its first upload left): the pixels had every chance to load.
  await page.clock.runFor(SETTLED_AND_UPLOADED_MS);
  await expect.poll(async () => (await sim.trackedEvents()).map((event) => event.event)).toEqual(['firstOpen']);
  expect(scripts()).toEqual([]);
  expect(await vendorCalls(page, 'facebook')).toEqual([]);

  await login.fill('player01', PASSWORD);
  await login.submit.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await expect.poll(() => scripts().length).toBe(4);
  await expect
    .poll(() => vendorCalls(page, 'facebook'))
    .toContainEqual(['trackCustom', 'login', { currency: 'PHP' }, { eventID: expect.any(String) }]);
  const member = await sim.member('player01');
  const everything = JSON.stringify(
    await Promise.all((['facebook', 'tiktok', 'kwai', 'google'] as const).map((v) => vendorCalls(page, v))),
  );
  expect(everything).not.toContain('player01');
  expect(everything).not.toContain(`"${member.id}"`);
  // The match key Meta and TikTok document: the id's SHA-256, never the id.
  expect(await vendorCalls(page, 'tiktok')).toContainEqual(['identify', { external_id: expect.stringMatching(/^[0-9a-f]{64}$/) }]);
  // The platform's own upload keeps who it was (spec 001 §3).
  await page.clock.runFor(SETTLED_AND_UPLOADED_MS);
  await expect
    .poll(async () => (await sim.trackedEvents()).find((event) => event.event === 'login')?.payload)
    .toMatchObject({ customerName: 'player01', customerId: String(member.id) });
});

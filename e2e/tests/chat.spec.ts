import type { Page } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';
import { logOut } from '../lib/tab-bar';

/**
 * Customer service (issue 15; spec 001 §3, §4, §7; spec 000 §6): the chat entry and who may use
 * it, the merchant's decoded service links, and the unread badge. The demo merchant has the chat
 * flag on and five service entries (apps/platform-sim/src/seed/merchants.ts), four obfuscated and
 * one whose decoding fails.
 */

const LAUNCH = '/wps/relay/CBS_launchChat';
const UNREAD = '/wps/relay/CBS_unreadCount';
/** packages/chat/src/constants.ts UNREAD_POLL_MS. */
const UNREAD_POLL_MS = 30_000;
/** Long enough for the page to settle and the chat to load (apps/mobile/src/early/when-settled.ts). */
const SETTLE_MS = 6_000;

const chatEntry = (page: Page) => page.getByRole('button', { name: /^Customer service/ });

/**
 * Opens a page and lets it settle on Playwright's clock: the chat's part loads once it has. Then time
 * flows again: an installed clock stands still between the journey's moves, and what the settle
 * started (the feedback host that shows the chat's refusal, arriving over the real network after
 * the move) would otherwise wait for ever on its timers.
 */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLE_MS);
  await page.clock.resume();
}

test('a visitor pressing the chat entry goes to login and comes back once signed in', async ({ page, sim }) => {
  await openSettled(page, '/m/home?affiliateCode=AFF1');
  await chatEntry(page).click();
  await expect(page).toHaveURL(/\/m\/login\?redirectUrl=%2Fm%2Fhome%3FaffiliateCode%3DAFF1&affiliateCode=AFF1$/);
  // A visitor's entry has no unread count to ask for.
  expect(await sim.calls(UNREAD)).toEqual([]);
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/home\?affiliateCode=AFF1$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  expect(await sim.calls(LAUNCH)).toEqual([]);
});

test('member type 4 is told no_permissions, and nothing is asked of the platform', async ({ page, sim }) => {
  const { token } = await sim.session('nochat01');
  await openSettled(page, `/m/home?token=${token}`);
  await chatEntry(page).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('You do not have permission to use the chat.');
  await snap(page, 'chat-no-permission');
  expect(await sim.calls(LAUNCH)).toEqual([]);
  // No chat, so no unread count either.
  expect(await sim.calls(UNREAD)).toEqual([]);
});

test('a member opens the chat at the launch call’s chatUrl with no token in the back address; contact us opens the chosen entry’s decoded link, for AICAN with the VIP label; no request carries a Referer with a token', async ({
  page,
  context,
  sim,
}) => {
  const referers: string[] = [];
  context.on('request', (request) => {
    const referer = request.headers().referer;
    if (referer) referers.push(referer);
  });
  const { token } = await sim.session('player01');
  await openSettled(page, `/m/home?token=${token}`);
  await expect(chatEntry(page)).toBeVisible();
  await snap(page, 'chat-entry-member');
  await expectAccessible(page, '/m/home with the chat entry');

  let popup = page.waitForEvent('popup');
  await chatEntry(page).click();
  let chat = await popup;
  await chat.waitForURL(/\/sim-chat\/platform\?/);
  const address = new URL(chat.url());
  expect(address.searchParams.get('userName')).toBe('player01');
  expect(address.searchParams.get('language')).toBe('EN');
  expect(address.searchParams.get('b2c')).toBe('1');

  const [launch] = await sim.calls(LAUNCH);
  expect(launch?.headers.moduleid).toBe('CBS3');
  expect(launch?.headers.authorization).toBe(token);
  expect(launch?.query).toMatchObject({ b2c: '1', language: 'EN' });
  expect(launch?.query.backUrl).toMatch(/\/m\/home$/);
  expect(launch?.query.title).toBeTruthy();
  await chat.close();

  // Contact us, on a page that has it: the line chooser, opened with the token in its address.
  await page.goto(`/m/lines?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a line' })).toBeVisible();
  // The line chooser's own button, not the floating chat entry of the same name.
  const contactUs = page.getByRole('main').getByRole('button', { name: 'Customer service' });
  await contactUs.click();
  const chooser = page.getByRole('dialog', { name: 'Choose customer service' });
  // Every entry, in csPosition order.
  await expect(chooser.getByRole('listitem')).toHaveText(['AI Service', 'Live Chat', 'Help Desk', 'Miduoke', 'VIP Desk']);
  await snap(page, 'chat-chooser');
  await expectAccessible(page, 'the customer-service chooser');

  popup = page.waitForEvent('popup');
  await chooser.getByRole('button', { name: 'AI Service' }).click();
  chat = await popup;
  await chat.waitForURL(/\/sim-chat\/aican\?/);
  expect(Object.fromEntries(new URL(chat.url()).searchParams)).toEqual({ userName: 'player01', category: 'Gold' });
  await expect(chooser).toBeHidden();
  await chat.close();

  // The VIP desk's path does not decode: a warning is logged and its raw value is used, still with the member's name.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await contactUs.click();
  popup = page.waitForEvent('popup');
  await chooser.getByRole('button', { name: 'VIP Desk' }).click();
  chat = await popup;
  await chat.waitForURL(/\/sim-chat\/comm100vip\?userName=player01$/);
  expect(warnings).toContain('customer service: could not decode the path, using it as is');

  expect(referers.length).toBeGreaterThan(0);
  expect(referers.filter((referer) => referer.includes(token))).toEqual([]);
});

test('the unread badge appears after a message arrives, and polling stops after logout', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.clock.install();
  await page.goto(`/m/home?token=${token}`);
  await page.clock.runFor(SETTLE_MS);
  await expect(chatEntry(page)).toHaveAccessibleName('Customer service');
  await expect.poll(async () => (await sim.calls(UNREAD)).length).toBe(1);

  await sim.chatMessages('player01', 2);
  await page.clock.runFor(UNREAD_POLL_MS);
  await expect(page.getByRole('button', { name: 'Customer service, 2 unread' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: '2 unread messages' })).toBeAttached();
  await snap(page, 'chat-unread-badge');
  expect((await sim.calls(UNREAD)).length).toBe(2);

  // Hidden: no calls; shown again: one at once.
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await page.clock.runFor(UNREAD_POLL_MS * 3);
  expect((await sim.calls(UNREAD)).length).toBe(2);
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(async () => (await sim.calls(UNREAD)).length).toBe(3);

  await logOut(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(chatEntry(page)).toHaveAccessibleName('Customer service');
  const afterLogout = (await sim.calls(UNREAD)).length;
  await page.clock.runFor(UNREAD_POLL_MS * 4);
  await page.waitForLoadState('networkidle');
  expect((await sim.calls(UNREAD)).length).toBe(afterLogout);
});

const SERVICE_SCRIPT = '/wps/relay/WPSCORE_getCustomerServiceScript';
const WIDGET = '/sim-service/widget.js';

interface WidgetRun {
  src: string;
  id: string;
  merchant: string;
}

test('the merchant’s service script runs once after first paint; the one from an unlisted host and the inline code never run', async ({
  page,
  sim,
}) => {
  // In real time: the page's paint and resource timings are read, and Playwright's clock stands in for performance.
  await page.goto('/m/home');
  await expect
    .poll(() => page.evaluate(() => (window as { __simServiceWidget?: { runs: WidgetRun[] } }).__simServiceWidget?.runs.length))
    .toBe(1);
  const origin = new URL(page.url()).origin;
  const runs = await page.evaluate(() => (window as unknown as { __simServiceWidget: { runs: WidgetRun[] } }).__simServiceWidget.runs);
  expect(runs).toEqual([{ src: `${origin}${WIDGET}`, id: 'sim-service-widget', merchant: 'demo' }]);
  expect(await page.evaluate(() => (window as { __simServiceInline?: boolean }).__simServiceInline)).toBeUndefined();
  await expect(page.locator('.widget-root')).toHaveCount(0);
  // The line host's copy was never even asked for.
  expect((await sim.calls(WIDGET)).filter((call) => call.line)).toEqual([]);

  const [call, ...more] = await sim.calls(SERVICE_SCRIPT);
  expect(more).toEqual([]);
  expect(call?.headers.authorization).toBeUndefined();
  expect(call?.headers.moduleid).toBeUndefined();
  // Asked only after the first paint.
  const timing = await page.evaluate((path) => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
    const asked = performance.getEntriesByType('resource').find((entry) => entry.name.includes(path))?.startTime ?? -1;
    return { paint, asked };
  }, SERVICE_SCRIPT);
  expect(timing.asked).toBeGreaterThan(timing.paint);

  // Moving inside the app is the same page load: the widget does not run again.
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/login/);
  await page.goBack();
  await expect(page).toHaveURL(/\/m\/home$/);
  expect(
    await page.evaluate(() => (window as unknown as { __simServiceWidget: { runs: WidgetRun[] } }).__simServiceWidget.runs.length),
  ).toBe(1);
  expect(await sim.calls(SERVICE_SCRIPT)).toHaveLength(1);
});

test('an external redirect carries the session to a listed host, and is refused for another with nothing sent', async ({
  page,
  context,
  sim,
}) => {
  const [line] = await sim.lines();
  const listed = `${line!.origin}/welcome?from=app`;
  const { token } = await sim.session('player01');
  await page.goto(`/m/home?token=${token}&redirectUrl=${encodeURIComponent(listed)}`);
  await page.waitForURL((url) => url.origin === line!.origin);
  const address = new URL(page.url());
  expect(address.pathname).toBe('/welcome');
  expect(Object.fromEntries(address.searchParams)).toMatchObject({ from: 'app', token, language: 'EN', headerColor: '#b3261e', b2c: '1' });
  expect(address.searchParams.get('title')).toBeTruthy();

  const unlisted: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).hostname === 'evil.example.net') unlisted.push(request.url());
  });
  await page.goto(`/m/home?token=${token}&redirectUrl=${encodeURIComponent('https://evil.example.net/steal')}`);
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('This link leads to a site that is not on our list, so you were not taken there.');
  await snap(page, 'chat-redirect-refused');
  await expect(page).toHaveURL(/\/m\/home\?redirectUrl=/);
  expect(page.url()).not.toContain(token);
  expect(unlisted).toEqual([]);
});

test('a visitor logging in with an external redirect to a listed host goes there with the session', async ({ page, sim }) => {
  const [line] = await sim.lines();
  await openSettled(page, `/m/login?redirectUrl=${encodeURIComponent(`${line!.origin}/welcome`)}`);
  // The chat's part loads once the page has settled; its entry shows it is there.
  await expect(chatEntry(page)).toBeVisible();
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await page.waitForURL((url) => url.origin === line!.origin);
  const address = new URL(page.url());
  expect(address.pathname).toBe('/welcome');
  expect(address.searchParams.get('token')).toBeTruthy();
  expect(address.searchParams.get('b2c')).toBe('1');
});

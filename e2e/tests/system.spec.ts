import type { Page } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';
import type { SimControl } from '../lib/sim-control';

/**
 * The system feature (spec 001 §2 screens 12–16, §4, §8): maintenance and access-denied
 * screens, the domain error modal, the connectivity check and the line-speed chooser,
 * against the simulator's switches, faults and line hosts.
 */

/** packages/system/src/constants.ts: the line test's time limit, and how long the slow-network toast stays. */
const LINE_TEST_TIMEOUT_MS = 10_000;
const SLOW_NETWORK_TOAST_MS = 1_500;

const PING = '/wps/system/test/ping';

/** A fixed end in the future (1 June 2030, 16:00 UTC), so the screen reads the same every day. */
const MAINTENANCE_END = Date.UTC(2030, 5, 1, 16, 0);

async function lineOrigins(sim: SimControl): Promise<string[]> {
  return (await sim.lines()).map((line) => line.origin);
}

function rowOf(page: Page, origin: string, listName = 'Lines') {
  return page
    .getByRole('list', { name: listName })
    .getByRole('listitem')
    .filter({ hasText: new URL(origin).host });
}

test('maintenance: the maintenance page instead of the app, with the end time, the description and contact us', async ({ page, sim }) => {
  await sim.maintenance({ on: true, end: MAINTENANCE_END });
  await sim.clearCalls();
  await page.goto('/m/home?affiliateCode=AFF1&r=7');

  const main = page.getByRole('main', { name: 'System Maintenance' });
  await expect(main.getByRole('heading', { level: 1, name: 'System Maintenance' })).toBeVisible();
  await expect(main).toContainText(/Expected to end: .*2030/);
  // The platform's description, sanitised HTML (its <b> kept).
  await expect(main.locator('b', { hasText: 'online customer service' })).toBeVisible();
  // Already English: no second English title.
  await expect(main.getByText('System Maintenance', { exact: true })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);

  // The status call: device MOBILE, the tracked query string, the host, the address; never cached.
  const [status] = await sim.calls('/wps/system/status');
  expect(status?.query).toMatchObject({ device: 'MOBILE', track: 'affiliateCode=AFF1&r=7', originalDomain: '127.0.0.1' });
  expect(status?.query.url).toMatch(/\/m\/home\?affiliateCode=AFF1&r=7$/);
  expect(status?.headers['cache-control']).toBe('no-cache');

  await snap(page, 'system-maintenance-en');
  await expectAccessible(page, 'maintenance (EN)');

  // Contact us opens customer service: demo has several entries, so the player chooses one, and its
  // decoded link opens in a new tab (the simulator's stand-in chat page).
  await main.getByRole('button', { name: 'Contact Us' }).click();
  const chooser = page.getByRole('dialog', { name: 'Choose customer service' });
  const popup = page.waitForEvent('popup');
  await chooser.getByRole('button', { name: 'Live Chat' }).click();
  const chat = await popup;
  await chat.waitForURL(/\/sim-chat\/livechat$/);
  await expect(chat.getByRole('heading', { name: 'Customer service: livechat' })).toBeVisible();
});

test('maintenance in Urdu: right to left, with the English title under the Urdu one', async ({ page, sim }) => {
  await sim.maintenance({ on: true, end: MAINTENANCE_END });
  await page.addInitScript(() => localStorage.setItem('language', 'UR'));
  await page.goto('/m/home');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'سسٹم کی دیکھ بھال' })).toBeVisible();
  const english = page.getByText('System Maintenance', { exact: true });
  await expect(english).toBeVisible();
  await expect(english).toHaveAttribute('lang', 'en');
  await expect(page.getByText(/متوقع اختتام/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'ہم سے رابطہ کریں' })).toBeVisible();
  await snap(page, 'system-maintenance-ur');
  await expectAccessible(page, 'maintenance (UR)');
});

test('access denied: the IP, the description, contact us, and the error-limit class on the body while shown', async ({ page, sim }) => {
  await sim.region({ on: true });
  await page.goto('/m/home');

  const main = page.getByRole('main', { name: 'Access Denied' });
  await expect(main.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(main).toContainText('Your IP: 127.0.0.1');
  await expect(main).toContainText('Access from your region or IP address is restricted.');
  await expect(main.getByRole('button', { name: 'Contact Us' })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/\berror-limit\b/);
  await snap(page, 'system-access-denied-en');
  await expectAccessible(page, 'access denied (EN)');

  // Lifted: the app is back and the body class gone.
  await sim.region({ on: false });
  await page.reload();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('body')).not.toHaveClass(/\berror-limit\b/);
});

test('access denied in Urdu adds the English description', async ({ page, sim }) => {
  await sim.region({ on: true });
  await page.addInitScript(() => localStorage.setItem('language', 'UR'));
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1, name: 'رسائی سے انکار' })).toBeVisible();
  await expect(page.getByText('Access from your region or IP address is restricted. We apologise for the inconvenience.')).toHaveAttribute(
    'lang',
    'en',
  );
  await expect(page.locator('body')).toHaveClass(/\berror-limit\b/);
  await snap(page, 'system-access-denied-ur');
  await expectAccessible(page, 'access denied (UR)');
});

test('domain not available: the notice with customer services and retry; retry after the block is lifted closes it', async ({
  page,
  sim,
}) => {
  // The customer services come with the status call's settings: a page that has them (here, one
  // that loaded before the block) offers them when a later status call is refused. A language
  // switch asks the status call again.
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await sim.domains({ blocked: ['127.0.0.1'] });
  await page.getByLabel('Language').selectOption('JA');
  await page.getByLabel('言語').selectOption('EN');

  const dialog = page.getByRole('dialog', { name: 'Notice' });
  await expect(dialog).toContainText('Domain not available');
  await expect(dialog.getByRole('button', { name: 'Customer service' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Retry' })).toBeFocused();
  await snap(page, 'system-domain-error');
  await expectAccessible(page, 'domain error modal');

  // Still blocked: retry asks again and the notice comes straight back.
  await sim.clearCalls();
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect.poll(async () => (await sim.calls('/wps/system/status')).length).toBe(1);
  await expect(dialog).toContainText('Domain not available');

  await sim.domains({ blocked: [] });
  await dialog.getByRole('button', { name: 'Retry' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('the brand spinner covers the first status check and leaves when it answers', async ({ page, sim }) => {
  await sim.fault('/wps/system/status', { delayMs: 1_500, times: 1 });
  await page.goto('/m/home');
  const spinner = page.locator('.ui-spinner--full-screen');
  await expect(spinner).toBeVisible();
  await expect(spinner.locator('img')).toHaveAttribute('src', /.+/);
  await expect(spinner).toHaveCount(0, { timeout: 5_000 });
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
});

test('a failed ping shows the "network slowly" toast, and no notice', async ({ page, sim }) => {
  await sim.fault(PING, { status: 500 });
  await page.clock.install();
  await page.goto('/m/home');
  const toast = page.getByRole('status').filter({ hasText: 'The network is slow.' });
  await expect(toast).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await snap(page, 'system-network-slow-toast');
  // 1.5 s later it is gone.
  await page.clock.runFor(SLOW_NETWORK_TOAST_MS);
  await expect(toast).toHaveCount(0);
});

// A ping that times out has no HTTP status; with `alert: false` the shell must still say nothing but the toast.
test('a ping slower than 5 s counts as failed: the toast, and no notice', async ({ page, sim }) => {
  await sim.fault(PING, { delayMs: 6_000 });
  await page.goto('/m/home');
  await expect(page.getByRole('status').filter({ hasText: 'The network is slow.' })).toBeVisible({ timeout: 9_000 });
  await expect(page.getByRole('alertdialog')).toHaveCount(0, { timeout: 1_000 });
});

test('line chooser: lines pinged at once, the fast one wins while a slow and a dead one are still out', async ({ page, sim }) => {
  const [slow, fast, dead] = await lineOrigins(sim);
  if (!slow || !fast || !dead) throw new Error('the simulator should listen on three line hosts');
  // The fast line is not the first in the list: the race, not the order, picks it.
  await sim.lines({ delays: { [slow]: 2_500, [fast]: 50 }, dead: [dead] });
  await sim.clearCalls();
  // The dead line's wait, the test's time limit, passes on Playwright's clock.
  await page.clock.install();
  await page.goto('/m/lines?affiliateCode=AFF1');

  await expect(page.getByRole('heading', { level: 1, name: 'Choose a line' })).toBeVisible();
  // Open to visitors, and titled from the system texts.
  await expect(page).toHaveURL(/\/m\/lines\?affiliateCode=AFF1$/);
  await expect(page).toHaveTitle('Choose a line · Lucky Star Lottery');
  await expect(page.getByRole('list', { name: 'Lines' }).getByRole('listitem')).toHaveCount(3);
  await expect(rowOf(page, fast)).toContainText('Fastest');
  await expect(rowOf(page, fast)).toContainText(/\d+ ms/);
  // The winner is offered while the others have not answered: the dead line blocks nothing.
  await expect(page.getByRole('button', { name: 'Use this line' })).toBeVisible();
  await expect(rowOf(page, dead)).toContainText('Please wait…');
  await snap(page, 'system-lines-winner');

  await expect(rowOf(page, slow)).toContainText(/\d+ ms/, { timeout: 5_000 });
  await expect(rowOf(page, slow)).not.toContainText('Fastest');
  await expect(rowOf(page, dead)).toContainText('Please wait…');
  await page.clock.runFor(LINE_TEST_TIMEOUT_MS);
  await expect(rowOf(page, dead)).toContainText('No answer');
  // The page's own button (the floating chat entry has the same name).
  await expect(page.getByRole('main').getByRole('button', { name: 'Customer service' })).toBeVisible();
  await snap(page, 'system-lines-done');
  await expectAccessible(page, 'line chooser');

  // Each line got GET /wps/system/test/ping?speed=…, without the session or the merchant.
  const pings = await sim.calls();
  const linePings = pings.filter((call) => call.line);
  expect(new Set(linePings.map((call) => call.line))).toEqual(new Set([slow, fast, dead]));
  for (const call of linePings) {
    expect(call.path).toBe('/wps/system/test/ping');
    expect(call.query.speed).toMatch(/^\d+$/);
    expect(call.headers.authorization).toBeUndefined();
    expect(call.headers.merchant).toBeUndefined();
  }

  // A line host serves only the ping, so the landing page is answered here.
  await page.route(`${fast}/m/home**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>line</title><main>fast line</main>' }),
  );
  await page.getByRole('button', { name: 'Use this line' }).click();
  await expect(page).toHaveURL(`${fast}/m/home?affiliateCode=AFF1`);
});

test('line chooser in Urdu mirrors', async ({ page, sim }) => {
  const [slow, fast, dead] = await lineOrigins(sim);
  if (!slow || !fast || !dead) throw new Error('the simulator should listen on three line hosts');
  await sim.lines({ delays: { [slow]: 400, [fast]: 50 }, dead: [dead] });
  await page.addInitScript(() => localStorage.setItem('language', 'UR'));
  await page.goto('/m/lines');
  await expect(page.getByRole('heading', { level: 1, name: 'لائن منتخب کریں' })).toBeVisible();
  await expect(rowOf(page, fast, 'لائنیں')).toContainText('سب سے تیز');
  await expect(rowOf(page, slow, 'لائنیں')).toContainText(/\d+ ملی سیکنڈ/);
  await expect(page.getByRole('button', { name: 'یہ لائن استعمال کریں' })).toBeVisible();
  await snap(page, 'system-lines-ur');
  await expectAccessible(page, 'line chooser (UR)');
});

test('two failed pings in a row: another line is found in the background and offered', async ({ page, context, sim }) => {
  await sim.fault('/wps/system/test/ping', { status: 500 });
  await page.goto('/m/home');
  await expect(page.getByRole('status').filter({ hasText: 'The network is slow.' })).toBeVisible();
  // Back online: the connectivity check runs again, fails again, and the line test runs quietly.
  await context.setOffline(true);
  await context.setOffline(false);
  const offer = page.getByRole('complementary', { name: 'A faster line is available.' });
  await expect(offer).toBeVisible();
  await snap(page, 'system-faster-line-offer');
  await expectAccessible(page, 'faster line offer');
  await offer.getByRole('button', { name: 'See lines' }).click();
  await expect(page).toHaveURL(/\/m\/lines$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a line' })).toBeVisible();
  await expect(offer).toHaveCount(0);
});

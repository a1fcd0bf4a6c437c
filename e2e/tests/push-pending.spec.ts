import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { accountPage } from '../lib/account-page';
import { loginPage } from '../lib/login-page';
import { tabLink } from '../lib/tab-bar';

// Issue 16, spec 001 §9: a push registration still pending after 10 s goes back to 0 (not
// registered), so the next try is not blocked. The status is the push slice's; the player sees
// its effect: the next page tries again only once the pending one was reset.

const BIND = '/wps/relay/CSP_fcmBind';
/** packages/push/src/constants.ts: PENDING_RESET_MS. */
const PENDING_RESET_MS = 10_000;
/** How far ahead of the page's present the clock pauses: more than the call to pause takes, so it never lands in the past. */
const PAUSE_AHEAD_MS = 1_000;

/** Every bind the page sends, counted as it leaves the browser (the simulator holds the first). */
function bindRequests(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === BIND) count += 1;
  });
  return () => count;
}

/**
 * Another page of the app and back, as a player moves on: in-app, so the page and its store stay.
 * Each page is waited for on screen, not only in the address: the router draws a page in a
 * transition, and a page left before it was drawn was never shown (nor reported as the next page).
 */
async function visitAccountAndBack(page: Page): Promise<void> {
  await tabLink(page, 'Me').click();
  await expect(accountPage(page).heading).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
}

test('a registration left pending is not tried again before 10 s, and is once it was reset', async ({ page, context, sim }) => {
  await context.grantPermissions(['notifications']);
  // The platform holds the first bind longer than the reset: the registration stays pending.
  await sim.fault(BIND, { delayMs: 60_000, times: 1 });
  const binds = bindRequests(page);
  await page.clock.install();
  await page.goto('/m/login');
  // The app's service worker is up before the login: the registration (pending from the token
  // on) then reaches the bind without waiting for it.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  // From the tap on, the page's time moves only as the journey says: the registration starts, and
  // its 10 s start counting, at the paused instant, however long the machine takes to get there.
  await page.clock.pauseAt(await page.evaluate((ahead) => Date.now() + ahead, PAUSE_AHEAD_MS));
  await login.submit.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await expect.poll(binds).toBe(1);

  // Still pending a moment before the 10 s: a new page sends nothing.
  await page.clock.runFor(PENDING_RESET_MS - 1);
  await visitAccountAndBack(page);
  expect(binds()).toBe(1);

  // At 10 s the status is back to 0: the next page binds again, and this time the platform answers.
  await page.clock.runFor(1);
  await visitAccountAndBack(page);
  await expect.poll(binds).toBe(2);
  const member = await sim.member('player01');
  await expect
    .poll(async () => (await sim.push()).bindings)
    .toEqual([expect.objectContaining({ memberId: member.id, registrationToken: expect.stringMatching(/^sim-fcm-/), topics: ['ALL'] })]);
});

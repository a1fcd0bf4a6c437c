import type { Page } from '@playwright/test';
import { pushCallsOf } from '@lotto/push/testing';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { deliverPush, shownNotifications } from '../lib/push';
import { snap } from '../lib/screenshot';
import { logOut } from '../lib/tab-bar';

const PASSWORD = 'Passw0rd!';
/**
 * The push feature starts once the page has settled (load, 2 s, an idle moment of at most 3 s;
 * apps/mobile/src/early/when-settled.ts): each journey passes that wait on Playwright's clock.
 */
const SETTLE_MS = 6_000;

/** Logs in on the login page and lets the page settle; the journey installed the clock first. */
async function logIn(page: Page, username = 'player01'): Promise<void> {
  await page.goto('/m/login');
  const login = loginPage(page);
  await login.fill(username, PASSWORD);
  await login.submit.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLE_MS);
}

test.use({ pushPrompt: 'live' });

function notificationPrompt(page: Page) {
  return page.getByRole('complementary', { name: 'Notifications' });
}

test('the notification prompt is offered once per session, and a refusal shows the tips', async ({ page, sim }) => {
  await page.clock.install();
  await logIn(page);
  const prompt = notificationPrompt(page);
  await expect(prompt).toContainText('Turn on notifications');
  await expectAccessible(page, '/m/home with the notification prompt');
  await snap(page, 'push-prompt');
  // Headless Chromium answers the browser's prompt with no, as a player refusing it would.
  await prompt.getByRole('button', { name: 'Turn on' }).click();
  await expect(prompt).toContainText('Notifications are blocked');
  await snap(page, 'push-prompt-denied');
  await prompt.getByRole('button', { name: 'OK' }).click();
  await expect(prompt).toBeHidden();

  // The same browser session: logging out and in again, or a reload, offers nothing more.
  await logOut(page);
  await logIn(page);
  await expect(notificationPrompt(page)).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await page.clock.runFor(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  await expect(notificationPrompt(page)).toBeHidden();
  expect((await sim.push()).calls).toEqual([]);
});

test('allowed on the prompt: the token is bound and subscribed to ALL', async ({ page, context, sim }) => {
  await page.clock.install();
  await logIn(page);
  await expect(notificationPrompt(page)).toBeVisible();
  // The player's yes to the browser's own prompt.
  await context.grantPermissions(['notifications']);
  await notificationPrompt(page).getByRole('button', { name: 'Turn on' }).click();
  await expect(notificationPrompt(page)).toBeHidden();
  const member = await sim.member('player01');
  await expect
    .poll(async () => (await sim.push()).bindings)
    .toEqual([{ merchant: 'demo', memberId: member.id, registrationToken: expect.stringMatching(/^sim-fcm-/), topics: ['ALL'] }]);
});

test('login binds and subscribes ALL exactly once, a reload sends nothing more, logout unsubscribes', async ({ page, context, sim }) => {
  await context.grantPermissions(['notifications']);
  await page.clock.install();
  await logIn(page);
  await expect.poll(async () => pushCallsOf(await sim.push(), 'subscribe')).toHaveLength(1);
  const { calls } = await sim.push();
  const token = calls[0]?.registrationToken;
  expect(calls.map((call) => [call.call, call.topic])).toEqual([
    ['bind', undefined],
    ['subscribe', 'ALL'],
  ]);
  // Allowed already: no prompt.
  await expect(notificationPrompt(page)).toBeHidden();

  // A reload carries the session into a new page: the push feature starts again and sends nothing.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await page.clock.runFor(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  expect((await sim.push()).calls).toHaveLength(2);

  await logOut(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect
    .poll(async () => pushCallsOf(await sim.push(), 'unsubscribe'))
    .toEqual([expect.objectContaining({ registrationToken: token, unsubscribeAll: true })]);
  expect((await sim.push()).bindings).toEqual([]);
  // The unsubscribe goes without the ended session's token.
  const [unsubscribe] = await sim.calls('/wps/relay/CSP_fcmUnsubscribe');
  expect(unsubscribe?.headers.authorization).toBeUndefined();
});

test('a push delivered to the service worker shows a notification carrying the pushed page', async ({ page, context, sim }) => {
  await context.grantPermissions(['notifications']);
  await page.clock.install();
  await logIn(page);
  await expect.poll(async () => (await sim.push()).bindings).toHaveLength(1);
  const [delivery] = await sim.pushMessage({
    username: 'player01',
    title: 'Draw results',
    body: 'Tonight’s numbers are out',
    link: '/m/promotions',
  });
  expect(delivery?.payload).toMatchObject({ notification: { title: 'Draw results' }, fcmOptions: { link: '/m/promotions' } });
  await deliverPush(page, delivery?.payload);
  const origin = new URL(page.url()).origin;
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([{ title: 'Draw results', body: 'Tonight’s numbers are out', link: `${origin}/m/promotions` }]);

  // A tap on it cannot be driven in headless Chromium (no DevTools command clicks a notification;
  // a synthetic notificationclick has no user activation to open or focus a window): the worker's
  // click handling is unit-tested in packages/push (service-worker/handle-push.test.ts).

  // A push with nothing to show still shows one, under the merchant's name.
  await deliverPush(page, { data: { sentAt: '1' } });
  await expect.poll(async () => (await shownNotifications(page)).map((notice) => notice.title)).toContain('Lucky Star Lottery');
});

import { accountPage, logOutFromAccount, openAccount } from '../lib/account-page';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { lateFeaturesStarted } from '../lib/late-features';
import { snap } from '../lib/screenshot';

/**
 * The inbox (issue 28): the unread count (`EMFE_getInboxUnreadCount`, INBOX3, a bare number) on the
 * account page, polled every minute after first paint and stopped at logout; the messages
 * (`EMFE_getInbox`, paged as the player scrolls); a message read (`EMFE_readInbox`, ours) lowers the count.
 */

const UNREAD = '/wps/relay/EMFE_getInboxUnreadCount';
const LIST = '/wps/relay/EMFE_getInbox';
/** packages/account/src/constants.ts INBOX_UNREAD_POLL_MS. */
const UNREAD_POLL_MS = 60_000;
/** Long enough for the page to settle and the late features to start (apps/mobile/src/early/when-settled.ts). */
const SETTLE_MS = 6_000;

test('the unread count on the account page; the messages paged as the player scrolls; one read lowers the count', async ({ page, sim }) => {
  await openAccount(page, sim);
  const entry = page.getByRole('link', { name: 'Inbox 3 unread' });
  await expect(entry).toBeVisible();
  // The tab bar's Me tab carries the same count.
  await expect(page.getByRole('link', { name: 'Me, 3 new' })).toBeVisible();
  await entry.click();
  await expect(page).toHaveURL(/\/m\/inbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
  // The inbox's own list, not the tab bar's.
  const messages = page.getByRole('main').getByRole('listitem');
  await expect(messages).toHaveCount(10);
  await snap(page, 'inbox-first-page');
  await expectAccessible(page, '/m/inbox');

  // Scrolling to the end asks for the next page, and the next, until every message is there.
  const scrollToEnd = () => page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await scrollToEnd();
  await expect(messages).toHaveCount(20);
  await scrollToEnd();
  await expect(messages).toHaveCount(23);
  await expect(page.getByText('That is every message.')).toBeVisible();
  expect((await sim.calls(LIST)).map((call) => call.query.page)).toEqual(['1', '2', '3']);

  const newest = page.getByRole('button', { name: /Your weekly bonus is ready #23/ });
  await newest.scrollIntoViewIfNeeded();
  await expect(newest.getByRole('img', { name: 'Unread' })).toBeVisible();
  await newest.click();
  await expect(page.getByText('Claim your weekly bonus in the reward centre before Sunday.').first()).toBeVisible();
  await expect(newest.getByRole('img', { name: 'Unread' })).toHaveCount(0);
  await expect.poll(async () => (await sim.inbox('player01')).unread).toBe(2);
  const [read] = await sim.calls('/wps/relay/EMFE_readInbox');
  expect(read?.headers.moduleid).toBe('INBOX3');
  await snap(page, 'inbox-read');

  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page.getByRole('link', { name: 'Inbox 2 unread' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Me, 2 new' })).toBeVisible();
});

test('the count is polled every minute after first paint, with the session, and stops at logout', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.clock.install();
  const started = lateFeaturesStarted(page);
  await page.goto(`/m/member/home?token=${token}`);
  await page.clock.runFor(SETTLE_MS);
  await started();
  await expect(page.getByRole('link', { name: 'Inbox 3 unread' })).toBeVisible();
  const settled = (await sim.calls(UNREAD)).length;
  expect((await sim.calls(UNREAD)).every((call) => call.headers.authorization === token && call.headers.moduleid === 'INBOX3')).toBe(true);

  await sim.inboxMessages('player01', { count: 2, title: 'Two new ones' });
  // The poll's minute counts from when the late features started.
  await page.clock.runFor(UNREAD_POLL_MS);
  await expect(page.getByRole('link', { name: 'Inbox 5 unread' })).toBeVisible();
  expect((await sim.calls(UNREAD)).length).toBeGreaterThan(settled);

  await expect(page.getByRole('link', { name: 'Me, 5 new' })).toBeVisible();

  await logOutFromAccount(page);
  await expect(page.getByRole('link', { name: 'Me', exact: true })).toBeVisible();
  const afterLogout = (await sim.calls(UNREAD)).length;
  await page.clock.runFor(UNREAD_POLL_MS * 3);
  await page.waitForLoadState('networkidle');
  expect((await sim.calls(UNREAD)).length).toBe(afterLogout);
});

test('a merchant without the inbox shows no entry and asks nothing', async ({ page, sim }) => {
  await sim.merchant({ merchant: 'demo', whitelabelVal: { INBOX3: false } });
  await openAccount(page, sim);
  await expect(accountPage(page).activity.getByRole('link', { name: 'My rewards' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Inbox/ })).toHaveCount(0);
  await page.goto('/m/inbox');
  await expect(page.getByText('The inbox is not available here.')).toBeVisible();
  expect(await sim.calls(UNREAD)).toEqual([]);
  expect(await sim.calls(LIST)).toEqual([]);
});

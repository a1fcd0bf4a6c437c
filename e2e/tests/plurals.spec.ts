import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import type { SimControl } from '../lib/sim-control';

/**
 * Counted texts take the plural form of the player's language (issue 31): English has "one" and
 * "other", Chinese only "other". The chat's unread badge counts what the simulator is told to
 * send, so the same page shows one count, then another.
 */

/** packages/chat/src/constants.ts UNREAD_POLL_MS. */
const UNREAD_POLL_MS = 30_000;
const UNREAD = '/wps/relay/CBS_unreadCount';
/** Long enough for the page to settle and the chat to load (apps/mobile/src/early/when-settled.ts). */
const SETTLE_MS = 6_000;

/** Home, settled, with the chat's first unread count (none yet) asked for. */
async function homeWithUnread(page: Page, sim: SimControl, token: string): Promise<void> {
  await page.clock.install();
  await page.goto(`/m/home?token=${token}`);
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLE_MS);
  await expect.poll(async () => (await sim.calls(UNREAD)).length).toBe(1);
}

test('English says "1 unread message" and "3 unread messages"', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await homeWithUnread(page, sim, token);

  await sim.chatMessages('player01', 1);
  await page.clock.runFor(UNREAD_POLL_MS);
  await expect(page.getByRole('button', { name: 'Customer service, 1 unread' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^1 unread message$/ })).toBeAttached();

  await sim.chatMessages('player01', 2);
  await page.clock.runFor(UNREAD_POLL_MS);
  await expect(page.getByRole('button', { name: 'Customer service, 3 unread' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^3 unread messages$/ })).toBeAttached();
});

test.describe('in Chinese', () => {
  test.use({ locale: 'zh-CN' });

  test('one and three take the same form, the only one Chinese has', async ({ page, sim }) => {
    const { token } = await sim.session('player01');
    await homeWithUnread(page, sim, token);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');

    await sim.chatMessages('player01', 1);
    await page.clock.runFor(UNREAD_POLL_MS);
    await expect(page.getByRole('button', { name: '在线客服，1 条未读' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^1 条未读消息$/ })).toBeAttached();

    await sim.chatMessages('player01', 2);
    await page.clock.runFor(UNREAD_POLL_MS);
    await expect(page.getByRole('button', { name: '在线客服，3 条未读' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^3 条未读消息$/ })).toBeAttached();
  });
});

import type { Page } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';
import { tabLink } from '../lib/tab-bar';

/**
 * The referral entry on home (spec 000 §6, spec 001 §2), for visitors and members alike: agents
 * go to agent registration, anyone else to the public invite page while the REFERRAL promotion
 * runs (the simulator's demo merchant runs it), and to customer service otherwise.
 */

const PROMOTIONS = '/wps/relay/MCSFE_getMerchantAvailablePromotions';

const referralEntry = (page: Page) => page.getByRole('link', { name: 'Refer friends' });

test('a visitor sees the referral entry while the REFERRAL promotion runs, and it opens the public invite page', async ({ page, sim }) => {
  await page.goto('/m/home');
  await expect(referralEntry(page)).toHaveAttribute('href', '/m/inviteFriends');
  await snap(page, 'home-visitor-referral');
  await expectAccessible(page, '/m/home with the referral entry');
  // A visitor has no session: the promotions are asked for without one.
  const [call] = await sim.calls(PROMOTIONS);
  expect(call?.headers.authorization).toBeUndefined();

  await referralEntry(page).click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
});

test('with the promotion off, a visitor’s referral entry opens customer service', async ({ page, sim }) => {
  await sim.merchant({ merchant: 'demo', promotions: { REFERRAL: false } });
  await page.goto('/m/home');
  // Customer service, not a page of the app: a button that opens the merchant's entries to choose from.
  await page.getByRole('button', { name: 'Refer friends' }).click();
  const opened = page.waitForEvent('popup');
  await page.getByRole('dialog', { name: 'Choose customer service' }).getByRole('button', { name: 'Help Desk' }).click();
  const chat = await opened;
  await chat.waitForURL(/\/sim-chat\/comm100$/);
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('a member goes to the invite page while the promotion runs, and sees the entry on home and on the account page', async ({
  page,
  sim,
}) => {
  const { token } = await sim.session('player01');
  await page.goto(`/m/home?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
  await expect(referralEntry(page)).toHaveAttribute('href', '/m/inviteFriends');
  await snap(page, 'home-member-referral');
  await tabLink(page, 'Me').click();
  await expect(referralEntry(page)).toHaveAttribute('href', '/m/inviteFriends');
  await referralEntry(page).click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
});

test('an agent’s referral entry leads to agent registration, whether the promotion runs or not', async ({ page, sim }) => {
  await sim.merchant({ merchant: 'demo', promotions: { REFERRAL: false } });
  const { token } = await sim.session('agent01');
  await page.goto(`/m/home?token=${token}`);
  await expect(referralEntry(page)).toHaveAttribute('href', '/m/agentRegister');
  await referralEntry(page).click();
  await expect(page).toHaveURL(/\/m\/agentRegister$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent registration' })).toBeVisible();
});

test('a visitor sent to login from agent registration comes back there once signed in', async ({ page }) => {
  await page.goto('/m/agentRegister?affiliateCode=AFF1');
  await expect(page).toHaveURL(/\/m\/login\?redirectUrl=%2Fm%2FagentRegister%3FaffiliateCode%3DAFF1&affiliateCode=AFF1$/);
  const login = loginPage(page);
  await login.fill('agent01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/agentRegister\?affiliateCode=AFF1$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agent registration' })).toBeVisible();
});

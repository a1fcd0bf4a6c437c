import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { tabLink } from '../lib/tab-bar';

test('the guard sends a visitor from a member page to login, keeping tracked parameters and the way back', async ({ page }) => {
  await page.goto('/m/member/home?affiliateCode=AFF1&gclid=G9&other=drop#top');
  await expect(page).toHaveURL(/\/m\/login\?/);
  const login = new URL(page.url());
  expect(login.pathname).toBe('/m/login');
  expect([...login.searchParams.keys()]).toEqual(['redirectUrl', 'affiliateCode', 'gclid']);
  expect(login.searchParams.get('affiliateCode')).toBe('AFF1');
  expect(login.searchParams.get('gclid')).toBe('G9');
  expect(login.searchParams.get('redirectUrl')).toBe('/m/member/home?affiliateCode=AFF1&gclid=G9&other=drop#top');
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expectAccessible(page, '/m/login');
});

test('every guarded route of both specifications sends a visitor to login, which leads back there (the game page itself, for real-money play)', async ({
  page,
}) => {
  for (const path of [
    '/m/changePsw',
    '/m/launchGame',
    '/m/agentRegister',
    '/m/activity',
    '/m/appDownload',
    '/m/activity/signIn',
    '/m/voucherCenter',
    '/m/member/benefits',
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(`/m/login?redirectUrl=${encodeURIComponent(path)}`);
  }
});

test('feedback without a session goes home; the invite page is public', async ({ page }) => {
  await page.goto('/m/feedback');
  await expect(page).toHaveURL(/\/m\/home$/);
  await page.goto('/m/inviteFriends');
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Invite friends' })).toBeVisible();
  await expectAccessible(page, '/m/inviteFriends');
});

test('navigation from home carries the tracked parameters', async ({ page }) => {
  await page.goto('/m/home?referralCode=REF7&fbclid=F1');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/m\/register\?referralCode=REF7&fbclid=F1$/);
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/m\/home\?referralCode=REF7&fbclid=F1$/);
});

test('an unknown page goes home, keeping the tracked parameters, for visitors and members', async ({ page, sim }) => {
  await page.goto('/m/nowhere?affiliateCode=A1&fbclid=F&other=drop');
  await expect(page).toHaveURL(/\/m\/home\?affiliateCode=A1&fbclid=F$/);
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login?affiliateCode=A1&fbclid=F');

  const { token } = await sim.session('player01');
  await page.goto(`/m/member/nowhere?token=${token}&gclid=G`);
  await expect(page).toHaveURL(/\/m\/home\?affiliateCode=A1&fbclid=F&gclid=G$/);
  await expect(tabLink(page, 'Me')).toBeVisible();
});

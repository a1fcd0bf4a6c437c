import { accountPage, logOutFromAccount, openAccount } from '../lib/account-page';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';

/**
 * The account page (issue 28, "Me"): who is signed in, the balance, the VIP card, the referral
 * entry, and every way on, each reached by a member and showing what it is for; the password
 * changed from here (docs/platform-calls.md, `POST /wps/member/password`). The theme's choice has
 * its own journeys (theme.spec.ts).
 */

const PASSWORD = 'Passw0rd!';
const NEW_PASSWORD = 'N3w-Passw0rd';

test('shows the member’s details, balance, VIP card and referral entry, and passes the accessibility check', async ({ page, sim }) => {
  await openAccount(page, sim);
  const details = page.locator('dl');
  await expect(details).toContainText('player01');
  await expect(details).toContainText('+63 917****001');
  await expect(details).toContainText('Member since');
  await expect(details).toContainText('Last login');
  await expect(details).toContainText('Manila, Philippines');
  await expect(page.getByRole('heading', { name: 'Player' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Balance' })).toContainText('₱1,520.50');
  await expect(page.getByRole('progressbar', { name: 'VIP level' })).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByRole('link', { name: 'Refer friends' })).toHaveAttribute('href', '/m/inviteFriends');
  await expect(page.getByRole('link', { name: 'Inbox 3 unread' })).toBeVisible();
  await snap(page, 'account-member');
  await expectAccessible(page, '/m/member/home');
});

test('every entry leads where it says, each page showing its content', async ({ page, sim }) => {
  await openAccount(page, sim);
  const account = accountPage(page);
  const entries: Array<{ name: string | RegExp; url: RegExp; shows: () => Promise<void> }> = [
    {
      name: 'My rewards',
      url: /\/m\/rewardCenter$/,
      shows: () => expect(page.getByRole('heading', { level: 1, name: 'Reward center' })).toBeVisible(),
    },
    {
      name: /^Inbox/,
      url: /\/m\/inbox$/,
      shows: () => expect(page.getByRole('button', { name: /Your weekly bonus is ready #23/ })).toBeVisible(),
    },
    {
      name: 'Help centre',
      url: /\/m\/help$/,
      shows: () => expect(page.getByRole('button', { name: 'Terms and conditions' })).toBeVisible(),
    },
    {
      name: 'Feedback',
      url: /\/m\/feedback$/,
      shows: () => expect(page.getByRole('textbox', { name: 'Your message' })).toBeVisible(),
    },
    {
      name: 'Change password',
      url: /\/m\/changePsw$/,
      shows: () => expect(page.getByLabel('Current password')).toBeVisible(),
    },
  ];
  for (const entry of entries) {
    await page.getByRole('link', { name: entry.name }).click();
    await expect(page).toHaveURL(entry.url);
    await entry.shows();
    await page.goBack();
    await expect(account.heading).toBeVisible();
  }

  // Customer service opens the merchant's chooser (demo has five entries).
  await account.support.getByRole('button', { name: 'Customer service' }).click();
  await expect(page.getByRole('dialog')).toContainText('Live Chat');
  await page.keyboard.press('Escape');

  // The language switcher changes the page at once.
  await account.settings.getByRole('combobox').selectOption('CN');
  await expect(page.getByRole('heading', { level: 1, name: '我的账户' })).toBeVisible();
  await expect(page.getByRole('link', { name: '帮助中心' })).toBeVisible();
  await page.getByRole('combobox').first().selectOption('EN');
  await expect(account.heading).toBeVisible();
});

test('the app download and the notifications are asked of their features, which answer, even before the page has settled', async ({
  page,
  sim,
}) => {
  // The install and push features start once the page has settled, or at the first tap that asks
  // one of them for something: this tap comes before the page could settle (Playwright's clock stands
  // still), and is answered all the same.
  await page.clock.install();
  await openAccount(page, sim);
  const account = accountPage(page);
  await account.settings.getByRole('button', { name: 'Install the app' }).click();
  await expect(page.getByRole('dialog', { name: 'App or web?' })).toBeVisible();
  await page.getByRole('dialog', { name: 'App or web?' }).getByRole('button', { name: 'Continue with web version' }).click();
  await expect(page.getByRole('dialog', { name: 'App or web?' })).toHaveCount(0);

  await account.settings.getByRole('button', { name: 'Turn on' }).click();
  const prompt = page.getByRole('complementary', { name: 'Notifications' });
  await expect(prompt).toContainText('Turn on notifications to hear about draw results');
  await snap(page, 'account-notifications-prompt');
  await prompt.getByRole('button', { name: 'Not now' }).click();
  await expect(prompt).toHaveCount(0);
});

test('with notifications allowed the page says they are on', async ({ page, context, sim }) => {
  await context.grantPermissions(['notifications']);
  await openAccount(page, sim);
  await expect(accountPage(page).settings).toContainText('On');
  await expect(accountPage(page).settings.getByRole('button', { name: 'Turn on' })).toHaveCount(0);
});

test('a password changed from the account page: mismatch refused, a wrong current one keeps what was typed, then the new one logs in', async ({
  page,
  sim,
}) => {
  await openAccount(page, sim);
  await page.getByRole('link', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByText('Enter your current password, then choose a new one.')).toBeVisible();
  const current = page.getByLabel('Current password');
  const next = page.getByLabel('New password', { exact: true });
  const repeat = page.getByLabel('Repeat the new password');
  const save = page.getByRole('button', { name: 'Save password' });

  await current.fill(PASSWORD);
  await next.fill(NEW_PASSWORD);
  await repeat.fill(`${NEW_PASSWORD}!`);
  await save.click();
  await expect(page.getByText('The two passwords are not the same.')).toBeVisible();
  expect(await sim.calls('/wps/member/password')).toEqual([]);

  await current.fill('not-my-password');
  await repeat.fill(NEW_PASSWORD);
  await save.click();
  await expect(page.getByRole('alertdialog')).toContainText('The current password is not correct');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(current).toHaveValue('not-my-password');
  await expect(next).toHaveValue(NEW_PASSWORD);

  await current.fill(PASSWORD);
  await save.click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  const calls = await sim.calls('/wps/member/password');
  const accepted = calls.at(-1);
  expect(accepted?.method).toBe('POST');
  expect(accepted?.headers.moduleid).toBe('PASS3');
  expect(accepted?.decrypted).toEqual({ oldPassword: PASSWORD, newPassword: NEW_PASSWORD, confirmNewPassword: NEW_PASSWORD });

  await logOutFromAccount(page);
  await page.goto('/m/login');
  const login = loginPage(page);
  await login.fill('player01', NEW_PASSWORD);
  await login.submit.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
});

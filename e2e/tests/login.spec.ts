import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';
import { logOut } from '../lib/tab-bar';

const PASSWORD = 'Passw0rd!';

test('username login goes home with the session stored; the tap costs one round trip', async ({ page, sim }) => {
  await page.goto('/m/login?affiliateCode=AFF9');
  const login = loginPage(page);
  await expect(login.username).toHaveAttribute('autocomplete', 'username');
  await expect(login.password).toHaveAttribute('autocomplete', 'current-password');
  await snap(page, 'login-username');
  await expectAccessible(page, '/m/login');
  await login.fill('player01', PASSWORD);
  // The key is fetched while the player types.
  await expect.poll(async () => (await sim.calls('/wps/session/key/rsa')).length).toBe(1);
  await sim.clearCalls();

  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/home\?affiliateCode=AFF9$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  const calls = await sim.calls();
  const beforeHome = calls.map((call) => `${call.method} ${call.path}`);
  console.log(`requests from tap to home: ${beforeHome.length} (${beforeHome.join(', ')})`);
  expect(beforeHome.filter((call) => call.includes('/wps/session/'))).toEqual(['POST /wps/session/login']);

  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null'));
  expect(session).toMatchObject({ userName: 'player01', merchantCode: 'demo', firstTimeLogin: expect.any(Boolean) });
  expect(Object.keys(session).sort()).toEqual(['firstTimeLogin', 'id', 'merchantCode', 'token', 'type', 'userName']);

  const loginCall = calls.find((call) => call.path === '/wps/session/login');
  expect(loginCall?.decrypted).toMatchObject({ username: 'player01', type: 'username', isOfficialAppLogin: false });
  expect(String(loginCall?.decrypted?.loginDeviceId)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
});

test('empty fields are named in the player’s language, and nothing is sent; then five taps on submit send one login request', async ({
  page,
  sim,
}) => {
  await page.goto('/m/login');
  await sim.clearCalls();
  const login = loginPage(page);
  await login.submit.click();
  await expect(page.getByText('Enter your username.')).toBeVisible();
  await expect(login.username).toBeFocused();
  await expect(login.username).toHaveAttribute('aria-invalid', 'true');
  expect(await sim.calls('/wps/session/login')).toHaveLength(0);

  await login.fill('player01', PASSWORD);
  await Promise.all(Array.from({ length: 5 }, () => login.submit.click({ force: true, noWaitAfter: true }).catch(() => undefined)));
  await expect(page).toHaveURL(/\/m\/home$/);
  const logins = await sim.calls('/wps/session/login');
  expect(logins).toHaveLength(1);
});

test('the default password leads to a real password change', async ({ page }) => {
  await page.goto('/m/login');
  const login = loginPage(page);
  await login.fill('default01', '{secret}');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByLabel('Current password')).toHaveCount(0);
  await page.getByLabel('New password', { exact: true }).fill('N3w-Passw0rd');
  await page.getByLabel('Repeat the new password').fill('N3w-Passw0rd');
  await snap(page, 'change-password');
  await expectAccessible(page, '/m/changePsw');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

  await logOut(page);
  await page.goto('/m/login');
  await login.fill('default01', 'N3w-Passw0rd');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

test('an expired password leads to the change when the merchant forces it', async ({ page }) => {
  await page.goto('/m/login');
  const login = loginPage(page);
  await login.fill('expired01', PASSWORD);
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/changePsw$/);
  await expect(page.getByText('Your password has expired.')).toBeVisible();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('Fresh-Passw0rd');
  await page.getByLabel('Repeat the new password').fill('Fresh-Passw0rd');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

const secondFactors = [
  { user: 'payee2fa', tab: 'Payee name', fill: { 'Payee name on your account': 'payeeName' } },
  { user: 'ga2fa', tab: 'Authenticator', fill: { 'Code from your authenticator app': 'gaCode' } },
  { user: 'email2fa', tab: 'Email', fill: { 'Email address on your account': 'email' } },
] as const;

for (const factor of secondFactors) {
  test(`second factor by ${factor.tab.toLowerCase()}`, async ({ page, sim }) => {
    const secrets = await sim.member(factor.user);
    await page.goto('/m/login');
    const login = loginPage(page);
    await login.fill(factor.user, PASSWORD);
    await login.submit.click();
    const dialog = page.getByRole('dialog', { name: 'Verify it’s you' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: factor.tab })).toHaveAttribute('aria-selected', 'true');
    await snap(page, `second-factor-${factor.user}`);
    await expectAccessible(page, `second factor ${factor.tab}`);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const [label, key] = Object.entries(factor.fill)[0]!;
    await expect(dialog.getByLabel(label)).toBeFocused();
    await expect(dialog.getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel(label).fill(`  ${secrets[key]}  `);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Verified. Logging you in…');
    await expect(page).toHaveURL(/\/m\/home$/, { timeout: 5_000 });
  });
}

import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { V4_CAPTCHA_ID } from '../lib/sim-control';

/**
 * Registration's outcomes (spec 000 §4): the confirm sets the token, renews the common data, then
 * goes home; a failure shows the server message, clears the captcha and reloads it, so the next
 * submit needs a fresh verification. The captcha runs through the simulator's Geetest stand-in.
 */

const PASSWORD = 'Fresh123';

function form(page: Page) {
  return {
    username: page.getByRole('textbox', { name: /^Choose a username/ }),
    password: page.getByLabel(/^Choose a password/),
    submit: page.getByRole('button', { name: 'Register', exact: true }),
  };
}

test('the confirm sets the token, renews the common data from the platform, then goes home', async ({ page, sim }) => {
  await page.goto('/m/register');
  const register = form(page);
  await register.username.fill('renew01');
  await register.password.fill(PASSWORD);
  await register.submit.click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Registration successful, logging you in');
  await sim.clearCalls();
  await dialog.getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/home$/);

  const session = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as { token: string } | null);
  const after = (await sim.calls()).filter((call) => call.method === 'GET').map((call) => call.path);
  const memberAt = after.indexOf('/wps/member/info');
  const statusAt = after.indexOf('/wps/system/status');
  expect(memberAt).toBeGreaterThanOrEqual(0);
  // The settings are asked again after the token is set (not answered from a kept copy); the
  // status call goes without the token (COMM3, no token), the member call with it.
  expect(statusAt).toBeGreaterThan(memberAt);
  expect(after).toContain('/wps/system/country');
  const [status] = await sim.calls('/wps/system/status');
  expect(status?.headers.authorization).toBeUndefined();
  expect(status?.headers.moduleid).toBe('COMM3');
  const [member] = await sim.calls('/wps/member/info');
  expect(member?.headers.authorization).toBe(session?.token);
});

test('a refused registration clears the captcha and reloads it: the next submit verifies afresh', async ({ page, sim }) => {
  await sim.merchant({ merchant: 'demo', registerCaptcha: true, gw: { GEETEST_VERSION: 'v4', GEETEST_ID: V4_CAPTCHA_ID } });
  await page.goto('/m/register');
  const register = form(page);
  const ready = page.getByRole('status').filter({ hasText: 'Security check ready' });
  const verified = page.getByRole('status').filter({ hasText: 'Verified' });
  const securityCheck = page.getByRole('dialog', { name: 'Security check' });
  await expect(ready).toBeVisible();

  await register.username.fill('player01');
  await register.password.fill(PASSWORD);
  await register.submit.click();
  await securityCheck.getByRole('button', { name: 'I am human' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('This username is already taken.');
  await alert.getByRole('button').click();
  // The refusal has closed (its fade-out over) before the next answer's dialog is read.
  await expect(alert).toHaveCount(0);
  // The used result is gone: the widget waits for a new check, and what was typed stays.
  await expect(ready).toBeVisible();
  await expect(verified).toHaveCount(0);
  await expect(register.username).toHaveValue('player01');

  await register.username.fill('fresh01');
  await register.submit.click();
  await expect(securityCheck).toBeVisible();
  await securityCheck.getByRole('button', { name: 'I am human' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Registration successful');

  const registers = await sim.calls('/wps/member/register');
  expect(registers).toHaveLength(2);
  // A new verification: the stand-in keeps the widget's lot, and issues a new pass token for each check.
  const [first, second] = registers.map((call) => call.decrypted?.geetestValidateV4 as { pass_token: string });
  expect(first?.pass_token).toBeTruthy();
  expect(second?.pass_token).not.toBe(first?.pass_token);
});

test('a refused v3 captcha registration registers a new challenge before the next try', async ({ page, sim }) => {
  await sim.merchant({ merchant: 'demo', registerCaptcha: true, gw: { GEETEST_VERSION: 'v3' } });
  await page.goto('/m/register');
  const register = form(page);
  const securityCheck = page.getByRole('dialog', { name: 'Security check' });
  await expect(page.getByRole('status').filter({ hasText: 'Security check ready' })).toBeVisible();

  await register.username.fill('player01');
  await register.password.fill(PASSWORD);
  await register.submit.click();
  await securityCheck.getByRole('button', { name: 'I am human' }).click();
  await page.getByRole('alertdialog').getByRole('button').click();
  await expect(page.getByRole('status').filter({ hasText: 'Security check ready' })).toBeVisible();

  await register.username.fill('fresh02');
  await register.submit.click();
  await securityCheck.getByRole('button', { name: 'I am human' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Registration successful');
  const challenges = (await sim.calls('/wps/member/register')).map((call) => call.decrypted?.geetestChallenge);
  expect(challenges).toHaveLength(2);
  expect(challenges[0]).not.toBe(challenges[1]);
});

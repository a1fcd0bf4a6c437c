import type { Page } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';

/** Spec 000 §8: the offline toast stays this long. */
const OFFLINE_TOAST_MS = 1_500;

/** Every row of the error catalogue (spec 000 §8, spec 001 §8), each through a real call with a simulator fault. */

async function openLogin(page: Page) {
  await page.goto('/m/login');
  const login = loginPage(page);
  await login.fill('player01', 'typed-secret');
  return login;
}

/** The login call's answer has come back and been handled: the button is no longer busy (an alert or a toast would be up by then). */
async function submitAndSettle(page: Page, login: ReturnType<typeof loginPage>) {
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/session/login');
  await login.submit.click();
  await answered;
  await expect(login.submit).not.toHaveAttribute('aria-busy', 'true');
}

test('alerts on login: titled notice with the server message and trace id, unknown_error without a message, a wrong password’s message, Network Error / CORS Errors without any status; what was typed kept each time', async ({
  page,
  sim,
}) => {
  // Other failures.
  await sim.fault('/wps/session/login', {
    errorCode: 'us_forbidden_login_error',
    message: 'Login is not available in your region.',
    times: 1,
  });
  const login = await openLogin(page);
  await login.submit.click();
  await expect(login.alert).toBeVisible();
  await expect(login.alert.getByRole('heading', { name: 'Notice' })).toBeVisible();
  await expect(login.alert).toContainText('Login is not available in your region.');
  await expect(login.alert).toContainText(/Reference: [0-9a-f]+/);
  await snap(page, 'catalogue-alert');
  await expectAccessible(page, 'alert on login');
  await login.alert.getByRole('button', { name: 'Confirm' }).click();
  await expect(login.alert).toHaveCount(0);
  await expect(login.username).toHaveValue('player01');
  await expect(login.password).toHaveValue('typed-secret');

  // A failure without a message.
  await sim.fault('/wps/session/login', { status: 500, errorCode: 'login_blocked_by_self_exclusion', message: '', times: 1 });
  await login.submit.click();
  await expect(login.alert).toContainText('Something went wrong. Please try again.');
  await login.alert.getByRole('button', { name: 'Confirm' }).click();
  await expect(login.alert).toHaveCount(0);
  await expect(login.username).toHaveValue('player01');

  // A wrong password: the platform's own message.
  await login.submit.click();
  await expect(login.alert).toBeVisible();
  const message = await login.alert.textContent();
  expect(message?.length).toBeGreaterThan(10);
  expect(message).not.toContain('Something went wrong');
  await login.alert.getByRole('button', { name: 'Confirm' }).click();
  await expect(login.alert).toHaveCount(0);
  await expect(login.username).toHaveValue('player01');
  await expect(login.password).toHaveValue('typed-secret');

  // No HTTP status at all.
  await page.route('**/wps/session/login', (route) => route.abort('failed'));
  await login.submit.click();
  await expect(login.alert).toContainText('Network Error / CORS Errors');
  await expect(login.password).toHaveValue('typed-secret');
});

test('the status call falls back to Error', async ({ page, sim }) => {
  await sim.fault('/wps/system/status', { status: 500, errorCode: 'system.unavailable', message: '' });
  await page.goto('/m/home');
  await expect(page.getByRole('alertdialog')).toContainText('Error');
});

test('CUSTOMER_NOT_LOGIN logs out, clears session storage and leads to login', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  // The answer waits, so the journey can see what the session kept before it.
  await sim.fault('/wps/member/info', { errorCode: 'customer.session.lost', message: 'CUSTOMER_NOT_LOGIN', delayMs: 1_000 });
  await page.goto(`/m/member/home?token=${token}`);
  const keys = () => page.evaluate(() => Object.keys(sessionStorage));
  await expect.poll(keys).toContain('MC_SESSION_INFO');
  const before = await keys();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('Please log in first.');
  // All of it is gone; a feature that starts after the answer may keep its own things for the visit.
  expect((await keys()).filter((key) => before.includes(key))).toEqual([]);
  await alert.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
});

for (const spec of [
  { name: 'customer.not.login', fault: { errorCode: 'customer.not.login' } },
  { name: 'user.or.token.invalid', fault: { errorCode: 'user.or.token.invalid' } },
  { name: 'login.not.session', fault: { errorCode: 'login.not.session' } },
  { name: 'HTTP 401', fault: { status: 401 } },
]) {
  test(`${spec.name} is treated as logged out, silently`, async ({ page, sim }) => {
    const { token } = await sim.session('player01');
    await sim.fault('/wps/member/info', spec.fault);
    await page.goto(`/m/member/home?token=${token}`);
    // The guard takes over: login, which leads back to the member page once signed in again.
    await expect(page).toHaveURL(/\/m\/login\?redirectUrl=%2Fm%2Fmember%2Fhome$/);
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  });
}

test('TOO_MANY_REQUEST, TOO_MANY_REQUESTS and HTTP 502 are silent and keep what was typed', async ({ page, sim }) => {
  const login = await openLogin(page);
  for (const spec of [
    { name: 'TOO_MANY_REQUEST', fault: { errorCode: 'TOO_MANY_REQUEST' } },
    { name: 'TOO_MANY_REQUESTS', fault: { errorCode: 'TOO_MANY_REQUESTS' } },
    { name: 'HTTP 502', fault: { status: 502 } },
  ]) {
    await sim.fault('/wps/session/login', { ...spec.fault, times: 1 });
    await submitAndSettle(page, login);
    await expect(page.getByRole('alertdialog'), spec.name).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: /\S/ }), spec.name).toHaveCount(0);
    await expect(login.username).toHaveValue('player01');
    await expect(login.password).toHaveValue('typed-secret');
  }
  expect(await sim.calls('/wps/session/login')).toHaveLength(3);
});

test('an answer that stalls after its headers ends at the 30 s limit: Network Error / CORS Errors, what was typed kept', async ({
  page,
  sim,
}) => {
  await sim.fault('/wps/session/login', { stallBodyMs: 120_000, times: 1 });
  await page.clock.install();
  const login = await openLogin(page);
  // The platform stays silent after: the dialog's auto-hide (a status call that answers) keeps it up.
  await page.route('**/wps/system/status*', (route) => route.abort('failed'));
  const headersCame = page.waitForResponse('**/wps/session/login');
  await login.submit.click();
  await headersCame;
  await page.clock.runFor(30_000);
  await expect(login.alert).toContainText('Network Error / CORS Errors');
  await expect(login.username).toHaveValue('player01');
  await expect(login.password).toHaveValue('typed-secret');
});

test('no connectivity: the offline toast for 1.5 s, and the app notices coming back', async ({ page, context }) => {
  await page.clock.install();
  const login = await openLogin(page);
  await context.setOffline(true);
  await expect(page.getByRole('status').filter({ hasText: 'Network offline' })).toBeVisible();
  await page.clock.runFor(OFFLINE_TOAST_MS);
  await expect(page.getByRole('status').filter({ hasText: 'Network offline' })).toHaveCount(0);
  await login.submit.click();
  await expect(page.getByRole('status').filter({ hasText: 'Network offline' })).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: 'back online' })).toBeVisible();
  await expect(login.username).toHaveValue('player01');
});

test('repeated identical errors do not stack alerts', async ({ page, sim }) => {
  await sim.fault('/wps/system/status', { errorCode: 'merchant.acct.setup.err', message: 'Site settings are unavailable.' });
  await sim.fault('/wps/system/country', { errorCode: 'merchant.acct.setup.err', message: 'Site settings are unavailable.' });
  await page.goto('/m/home');
  await expect(page.getByRole('alertdialog')).toContainText('Site settings are unavailable.');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { logOut } from '../lib/tab-bar';

const PASSWORD = 'Passw0rd!';

async function logInRemembered(page: Page) {
  await page.goto('/m/login');
  const login = loginPage(page);
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await login.fill('player01', PASSWORD);
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
}

test('a remembered login logs in again by itself in a new tab, and keeps no readable password', async ({ page, context }) => {
  await logInRemembered(page);
  // The session starts first; the login is remembered in the background (an IndexedDB that never
  // answers must not hold the player on the login page, issue 30).
  const remembered = () => page.evaluate(() => localStorage.getItem('MC_REMEMBERED_LOGIN') ?? '');
  await expect.poll(remembered).toContain('player01');
  const stored = await remembered();
  for (const leak of [PASSWORD, btoa(PASSWORD), btoa(btoa(PASSWORD))]) expect(stored).not.toContain(leak);

  const tab = await context.newPage();
  await tab.goto('/m/home');
  await expect(tab.getByRole('heading', { level: 1 })).toContainText('Hello');
  expect(await tab.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').userName)).toBe('player01');
});

test('auto-login is skipped with redirectUrl or backUrl in the address', async ({ page, context }) => {
  await logInRemembered(page);
  for (const query of ['redirectUrl=https%3A%2F%2Fexample.test', 'backUrl=%2Fm%2Fgame']) {
    const tab = await context.newPage();
    await tab.goto(`/m/home?${query}`);
    await expect(tab.getByRole('link', { name: 'Log in' })).toBeVisible();
    await tab.waitForTimeout(500);
    await expect(tab.getByRole('link', { name: 'Log in' })).toBeVisible();
    await tab.close();
  }
});

test('after logout there is no auto-login, and the username is filled in', async ({ page, context }) => {
  await logInRemembered(page);
  await logOut(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  const tab = await context.newPage();
  await tab.goto('/m/home');
  await tab.waitForTimeout(500);
  await expect(tab.getByRole('link', { name: 'Log in' })).toBeVisible();
  await tab.goto('/m/login');
  await expect(loginPage(tab).username).toHaveValue('player01');
});

test('token_ip_different switches auto-login off', async ({ page, context, sim }) => {
  await logInRemembered(page);
  await sim.fault('/wps/member/info', {
    errorCode: 'token_ip_different',
    message: 'Your network changed. Please log in again.',
    times: 1,
  });
  await page.goto('/m/member/home');
  await expect(page.getByRole('alertdialog')).toContainText('Your network changed.');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_AUTO_LOGIN'))).toBe('0');
  const tab = await context.newPage();
  await tab.goto('/m/home');
  await tab.waitForTimeout(500);
  await expect(tab.getByRole('link', { name: 'Log in' })).toBeVisible();
});

for (const code of ['login.cred.err', 'not.exists.user']) {
  test(`${code} clears the remembered login`, async ({ page, sim }) => {
    await logInRemembered(page);
    await logOut(page);
    await sim.fault('/wps/session/login', { errorCode: code, message: 'The username or password is wrong.', times: 1 });
    await page.goto('/m/login');
    await loginPage(page).fill('player01', 'wrong');
    await loginPage(page).submit.click();
    await expect(page.getByRole('alertdialog')).toContainText('The username or password is wrong.');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_REMEMBERED_LOGIN'))).toBeNull();
  });
}

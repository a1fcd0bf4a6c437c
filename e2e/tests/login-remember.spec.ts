import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { logOut } from '../lib/tab-bar';

const PASSWORD = 'Passw0rd!';
const LOGIN_CALL = '/wps/session/login';

/**
 * Logs in with "remember me", until the login is remembered: that happens in the background after
 * the session starts, and a page load before it ends would leave nothing to remember.
 */
async function logInRemembered(page: Page) {
  await page.goto('/m/login');
  const login = loginPage(page);
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  await login.fill('player01', PASSWORD);
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_REMEMBERED_LOGIN') ?? '')).toContain('player01');
}

/**
 * A new tab on `path`, once its start has decided whether to log in by itself: the app decides in the
 * boot call's callback, registered before the connectivity check's (apps/mobile/src/main.tsx), so the
 * check's ping goes out after the decision. With auto-login switched off, nothing of sign-in loads.
 */
async function openDecided(context: BrowserContext, path: string): Promise<Page> {
  const tab = await context.newPage();
  const pinged = tab.waitForRequest((request) => new URL(request.url()).pathname === '/wps/system/test/ping');
  await tab.goto(path);
  await pinged;
  return tab;
}

const sessionUser = (tab: Page) =>
  tab.evaluate(() => (JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}') as { userName?: string }).userName ?? null);

test('a remembered login logs in again by itself in a new tab, keeps no readable password, and is skipped with redirectUrl or backUrl in the address', async ({
  page,
  context,
  sim,
}) => {
  await logInRemembered(page);
  // The session starts first; the login is remembered in the background (an IndexedDB that never
  // answers must not hold the player on the login page, issue 30).
  const remembered = () => page.evaluate(() => localStorage.getItem('MC_REMEMBERED_LOGIN') ?? '');
  await expect.poll(remembered).toContain('player01');
  const stored = await remembered();
  for (const leak of [PASSWORD, btoa(PASSWORD), btoa(btoa(PASSWORD))]) expect(stored).not.toContain(leak);
  await sim.clearCalls();

  const skipping: Page[] = [];
  for (const query of ['redirectUrl=https%3A%2F%2Fexample.test', 'backUrl=%2Fm%2Fgame']) {
    const tab = await context.newPage();
    await tab.goto(`/m/home?${query}`);
    await expect(tab.getByRole('link', { name: 'Log in' })).toBeVisible();
    skipping.push(tab);
  }

  const tab = await context.newPage();
  await tab.goto('/m/home');
  await expect(tab.getByRole('heading', { level: 1 })).toContainText('Hello');
  expect(await sessionUser(tab)).toBe('player01');
  // The plain tab started after the skipping ones and went all the way to a session: theirs, begun
  // before it, had decided long since, and sent no login of their own.
  expect(await sim.calls(LOGIN_CALL)).toHaveLength(1);
  for (const skipped of skipping) {
    await expect(skipped.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await sessionUser(skipped)).toBeNull();
  }
});

test('after logout there is no auto-login, and the username is filled in', async ({ page, context, sim }) => {
  await logInRemembered(page);
  await logOut(page);
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull();
  await sim.clearCalls();
  const tab = await openDecided(context, '/m/home');
  await expect(tab.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await sim.calls(LOGIN_CALL)).toEqual([]);
  await tab.getByRole('link', { name: 'Log in' }).click();
  await expect(loginPage(tab).username).toHaveValue('player01');
  // The form read the remembered login after the start did: still no login of the tab's own.
  expect(await sim.calls(LOGIN_CALL)).toEqual([]);
  expect(await sessionUser(tab)).toBeNull();
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
  await sim.clearCalls();
  const tab = await openDecided(context, '/m/home');
  await expect(tab.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await sim.calls(LOGIN_CALL)).toEqual([]);
  // The login form reads the remembered login after the start did: still no login of the tab's own.
  await tab.getByRole('link', { name: 'Log in' }).click();
  await expect(loginPage(tab).username).toHaveValue('player01');
  expect(await sim.calls(LOGIN_CALL)).toEqual([]);
  expect(await sessionUser(tab)).toBeNull();
});

for (const code of ['login.cred.err', 'not.exists.user']) {
  test(`${code} clears the remembered login`, async ({ page, sim }) => {
    await logInRemembered(page);
    await logOut(page);
    await sim.fault(LOGIN_CALL, { errorCode: code, message: 'The username or password is wrong.', times: 1 });
    await page.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/m\/login/);
    await loginPage(page).fill('player01', 'wrong');
    await loginPage(page).submit.click();
    await expect(page.getByRole('alertdialog')).toContainText('The username or password is wrong.');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('MC_REMEMBERED_LOGIN'))).toBeNull();
  });
}

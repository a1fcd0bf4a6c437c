import type { Page } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { V4_CAPTCHA_ID, type MerchantUpdate, type SimControl } from '../lib/sim-control';

/**
 * The Geetest captcha on login (spec 000 §4, §5, §8, §9), through the simulator's stand-in
 * vendor scripts: the app's own loader, host fallback and the widget's states run for real.
 * The built app is the demo merchant, whose login has no captcha; sim.merchant turns it on.
 */

const PASSWORD = 'Passw0rd!';

/** sim.merchant fails the journey when the simulator refuses the switch. */
async function captchaOn(sim: SimControl, gw: MerchantUpdate['gw'] = { GEETEST_VERSION: 'v3' }) {
  await sim.merchant({ merchant: 'demo', whitelabelVal: { GEETEST3: true }, gw });
}

const securityCheck = (page: Page) => page.getByRole('dialog', { name: 'Security check' });

test('v3 on login: the stand-in asks "I am human", and the login carries the challenge and seccode', async ({ page, sim }) => {
  await captchaOn(sim);
  await page.goto('/m/login');
  await expect(page.getByRole('status').filter({ hasText: 'Security check ready' })).toBeVisible();
  await expectAccessible(page, '/m/login with the captcha');
  const login = loginPage(page);
  await login.fill('player01', PASSWORD);
  await sim.clearCalls();
  await login.submit.click();
  await securityCheck(page).getByRole('button', { name: 'I am human' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  const [loginCall] = await sim.calls('/wps/session/login');
  expect(loginCall?.decrypted).toMatchObject({
    username: 'player01',
    geetestChallenge: expect.stringMatching(/^[0-9a-f]{32}$/),
    geetestSeccode: expect.stringMatching(/\|jordan$/),
  });
  expect(loginCall?.decrypted).not.toHaveProperty('geetestValidateV4');
});

test('v4 on login: the widget’s validation goes unchanged as geetestValidateV4', async ({ page, sim }) => {
  await captchaOn(sim, { GEETEST_VERSION: 'v4', GEETEST_ID: V4_CAPTCHA_ID });
  await page.goto('/m/login');
  const login = loginPage(page);
  await login.fill('player01', PASSWORD);
  await login.submit.click();
  await securityCheck(page).getByRole('button', { name: 'I am human' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);

  const [loginCall] = await sim.calls('/wps/session/login');
  const validation = loginCall?.decrypted?.geetestValidateV4 as Record<string, string> | undefined;
  expect(validation).toEqual({
    captcha_id: V4_CAPTCHA_ID,
    lot_number: expect.any(String),
    pass_token: expect.any(String),
    gen_time: expect.any(String),
    captcha_output: expect.any(String),
  });
  expect(loginCall?.decrypted).not.toHaveProperty('geetestChallenge');
});

test('closing the widget shows verify_first and sends no login', async ({ page, sim }) => {
  await captchaOn(sim);
  await page.goto('/m/login');
  const login = loginPage(page);
  await login.fill('player01', PASSWORD);
  await sim.clearCalls();
  await login.submit.click();
  await securityCheck(page).getByRole('button', { name: 'Close' }).click();
  await expect(login.alert).toContainText('Please complete verification first');
  await expect(page.getByRole('status').filter({ hasText: 'Security check ready' })).toBeVisible();
  expect(await sim.calls('/wps/session/login')).toHaveLength(0);
  await expect(page).toHaveURL(/\/m\/login$/);
});

test('a dead first static host: the loader falls back after 3 s and login still succeeds', async ({ page, sim }) => {
  await captchaOn(sim);
  await sim.captcha({ deadHosts: ['sim-static-1'] });
  const started = Date.now();
  await page.goto('/m/login');
  await expect(page.getByRole('status').filter({ hasText: 'Security check ready' })).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - started).toBeGreaterThanOrEqual(3_000);

  const scripts = (await sim.calls()).filter((call) => call.geetestHost !== undefined && call.path.endsWith('/gt.js'));
  expect(scripts.map((call) => call.geetestHost)).toEqual(['sim-static-1', 'sim-static-2']);

  const login = loginPage(page);
  await login.fill('player01', PASSWORD);
  await login.submit.click();
  await securityCheck(page).getByRole('button', { name: 'I am human' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  // The widget was handed the host that answered first, so it never waited on the dead one again.
  const staticCalls = (await sim.calls()).filter((call) => call.geetestHost?.startsWith('sim-static') === true);
  expect(staticCalls.filter((call) => call.geetestHost === 'sim-static-1')).toHaveLength(1);
});

test('every static host dead: "Network failure" with its code, what the player typed is kept, and no login', async ({ page, sim }) => {
  test.setTimeout(90_000);
  await captchaOn(sim);
  await sim.captcha({ deadHosts: ['sim-static-1', 'sim-static-2', 'sim-static-3'] });
  await page.goto('/m/login');
  const login = loginPage(page);
  await login.fill('player01', PASSWORD);
  // The tap waits on the widget, which the loader cannot fetch from any of the three hosts (3 s each).
  await login.submit.click();
  await expect(page.getByRole('status').filter({ hasText: /Loading the security check|Verifying/ })).toBeVisible();
  const failure = page.getByRole('button', { name: /Error 60204: Network failure/ });
  await expect(failure).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, '/m/login with the captcha in error');
  await expect(login.username).toHaveValue('player01');
  await expect(login.password).toHaveValue(PASSWORD);
  expect(await sim.calls('/wps/session/login')).toHaveLength(0);
  const tried = (await sim.calls()).filter((call) => call.path.endsWith('/gt.js')).map((call) => call.geetestHost);
  expect(tried).toEqual(['sim-static-1', 'sim-static-2', 'sim-static-3']);

  // The hosts come back; a tap on the error retries (back to loading), and the login goes through.
  // (A dead host keeps its connection open; on one origin Chromium allows six, so the journey taps retry rather than submit again.)
  await sim.captcha({ deadHosts: [] });
  await failure.click();
  await expect(page.getByRole('status').filter({ hasText: 'Security check ready' })).toBeVisible({ timeout: 15_000 });
  await login.submit.click();
  await securityCheck(page).getByRole('button', { name: 'I am human' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
});

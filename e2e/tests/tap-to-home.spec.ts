import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import type { SimControl } from '../lib/sim-control';

/**
 * Issue 10: on a slow network (every call 2 s late) the tap that signs in reaches home after one
 * round trip: member info, rank progress and the language sync follow in the background.
 */
const CALL_DELAY_MS = 2_000;
/** Rendering home and the browser's own work; a second round trip would need a full CALL_DELAY_MS more. */
const MARGIN_MS = 1_500;
/** Spec 000 §4: the pass message stays 1.5 s, then login continues 500 ms after the modal closes. */
const PASS_SEQUENCE_MS = 2_000;
const PASSWORD = 'Passw0rd!';

async function slowNetwork(sim: SimControl) {
  await sim.fault('/wps/*', { delayMs: CALL_DELAY_MS });
}

/** Taps, then measures until home shows; logs the figure the closing note quotes. */
async function timeToHome(page: Page, label: string, tap: () => Promise<void>): Promise<number> {
  const started = Date.now();
  await tap();
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const elapsed = Date.now() - started;
  console.log(`${label}: tap to home ${elapsed} ms with every call ${CALL_DELAY_MS} ms late`);
  return elapsed;
}

/** The RSA key is fetched while the player types; a player takes longer than one slow call to type. */
async function keyFetched(page: Page) {
  await page.waitForResponse((response) => response.url().includes('/wps/session/key/rsa'));
}

test('username login: one round trip from the tap to home on a slow network', async ({ page, sim }) => {
  await page.goto('/m/login');
  await slowNetwork(sim);
  const login = loginPage(page);
  const key = keyFetched(page);
  await login.fill('player01', PASSWORD);
  await key;
  const elapsed = await timeToHome(page, 'username login', () => login.submit.click());
  expect(elapsed).toBeLessThan(CALL_DELAY_MS + MARGIN_MS);
  // Member info arrives afterwards and fills the member's own page.
  await expect.poll(async () => (await sim.calls('/wps/member/info')).length).toBeGreaterThan(0);
});

test('SMS login: one round trip from the tap to home on a slow network', async ({ page, sim }) => {
  const { mobileNum: mobile } = await sim.member('player01', 'demo');
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  const sms = page.getByRole('tabpanel', { name: 'Mobile number' });
  await sms.getByLabel('Mobile number').fill(mobile);
  await sms.getByRole('button', { name: 'Send code' }).click();
  await expect(sms.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await sms.getByLabel('Verification code').fill((await sim.sms(mobile))[0]?.code ?? '');
  await slowNetwork(sim);
  const elapsed = await timeToHome(page, 'SMS login', () => sms.getByRole('button', { name: 'Log in' }).click());
  expect(elapsed).toBeLessThan(CALL_DELAY_MS + MARGIN_MS);
});

test('second factor: one round trip from the verify tap to home, besides the pass message', async ({ page, sim }) => {
  await page.goto('/m/login');
  const login = loginPage(page);
  await login.fill('email2fa', PASSWORD);
  await login.submit.click();
  const dialog = page.getByRole('dialog', { name: 'Verify it’s you' });
  await dialog.getByRole('textbox', { name: 'Email address on your account' }).fill('email2fa@demo.example');
  await slowNetwork(sim);
  const elapsed = await timeToHome(page, 'second factor', () => dialog.getByRole('button', { name: 'Verify' }).click());
  expect(elapsed).toBeLessThan(CALL_DELAY_MS + PASS_SEQUENCE_MS + MARGIN_MS);
});

test("registration's confirm: the token, the renewed settings, then home in one round trip", async ({ page, sim }) => {
  await page.goto('/m/register');
  await page.getByRole('textbox', { name: /^Choose a username/ }).fill('slow01');
  await page.getByLabel(/^Choose a password/).fill('Fresh123');
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Registration successful, logging you in');
  await slowNetwork(sim);
  const elapsed = await timeToHome(page, 'registration confirm', () => dialog.getByRole('button').click());
  expect(elapsed).toBeLessThan(CALL_DELAY_MS + MARGIN_MS);
});

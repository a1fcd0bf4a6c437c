import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { AUTH_EMULATOR_HOST, authEmulator } from '../lib/auth-emulator';
import { expect, test } from '../lib/fixtures';
import { SEED_VIOLATIONS } from '../lib/policy-violations';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';
import type { SimControl } from '../lib/sim-control';

/**
 * Sign-in with the identity provider against the real Firebase Auth emulator (started by the
 * Playwright config): the app gets ID tokens from the emulator, the simulator verifies them
 * with the emulator that issued them.
 */

test.use({
  // In the [value, options] form: Playwright would read a bare list of two as that pair.
  expectedViolations: [
    [
      ...SEED_VIOLATIONS,
      {
        directive: 'script-src-elem',
        blocked: /^https:\/\/apis\.google\.com\/js\/api\.js/,
        reason:
          "Firebase's sign-in asks for Google's loader; the emulator's build leaves Google's script hosts out of its policy (the emulator needs none), a production build lists them",
      },
    ],
    { scope: 'test' },
  ],
});

test.beforeAll(() => {
  // The emulator is a build switch (apps/mobile/build/auth-emulator.ts): a production build signs in with Google.
  const shipped = readFileSync(new URL('../../apps/mobile/dist/_headers', import.meta.url), 'utf8');
  if (!shipped.includes(`http://${AUTH_EMULATOR_HOST}`))
    throw new Error(
      `apps/mobile/dist is a production build: build it for the Auth emulator (LOTTO_AUTH_EMULATOR=${AUTH_EMULATOR_HOST} pnpm build)`,
    );
});

test.beforeEach(async () => {
  await authEmulator.clearAccounts();
});

/** The calls under a path: the platform's SMS call is /wps/verification/sms/noLogin. */
async function calls(sim: SimControl, prefix: string) {
  return (await sim.calls()).filter((call) => call.path.startsWith(prefix));
}

/** Taps "Continue with Google" and picks the emulator's test account (the stand-in for Google's chooser). */
async function continueWithGoogle(page: Page, email: string) {
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Test Google account' });
  await expect(chooser).toBeVisible();
  await chooser.getByLabel('E-mail address').fill(email);
  await chooser.getByRole('button', { name: 'Continue' }).click();
}

async function session(page: Page) {
  return page.evaluate(() => JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as Record<string, unknown> | null);
}

test('Google sign-in of a linked member lands at home; Firebase loads only on the tap', async ({ page, sim }) => {
  const firebaseChunks: string[] = [];
  page.on('request', (call) => {
    if (/firebase|firebase-adapter/i.test(call.url()) && call.url().endsWith('.js')) firebaseChunks.push(call.url());
  });
  await page.goto('/m/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expectAccessible(page, '/m/login with the identity provider');
  await snap(page, 'identity-login-entry');
  expect(firebaseChunks).toEqual([]);

  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const chooser = page.getByRole('dialog', { name: 'Test Google account' });
  await chooser.getByRole('button', { name: 'Continue' }).click();
  await expect(chooser.getByText('Enter an e-mail address such as name@example.com.')).toBeVisible();
  await expectAccessible(page, 'emulator account chooser');
  await snap(page, 'identity-emulator-chooser');
  await chooser.getByLabel('E-mail address').fill('google01@example.com');
  await chooser.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(/\/m\/home/);
  expect(firebaseChunks.length).toBeGreaterThan(0);
  expect(await session(page)).toMatchObject({ userName: 'google01', merchantCode: 'demo' });
  const [login] = await calls(sim, '/wps/session/login');
  expect(login?.decrypted).toMatchObject({ type: 'firebase', firebaseChannel: 'google' });
  expect(String(login?.decrypted?.firebaseIdToken).split('.')).toHaveLength(3);
});

test('an unlinked Google account is registered at once when one-tap social login is on', async ({ page, sim }) => {
  await sim.merchant({ merchant: 'demo', whitelabelVal: { oneTapSocialLogin: true } });
  await page.goto('/m/login?affiliateCode=AFF77');
  await continueWithGoogle(page, 'new.player@example.com');

  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Registration successful, logging you in');
  await dialog.getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/home/);
  const landed = await session(page);
  expect(landed?.userName).toBeTruthy();

  const [register] = await calls(sim, '/wps/member/register/firebase');
  expect(register?.method).toBe('PUT');
  const body = JSON.parse(String(register?.body)) as Record<string, unknown>;
  expect(body).toMatchObject({ firebaseChannel: 'google', login: true, affiliateCode: 'AFF77', registerMethod: 'H5' });
  expect(String(body.smsTemplate)).toContain('{username}');
  expect(body.password).toBeUndefined();
  const created = (await sim.members('demo')).find((member) => member.username === landed?.userName);
  expect(JSON.stringify(created)).toContain('new.player@example.com');
  // The binding dialog never showed: one-tap means one tap.
  // The platform's tracking upload got both sign-up events, the second naming the new member.
  await expect
    .poll(async () => (await sim.trackedEvents()).filter((event) => event.event.startsWith('register')).map((event) => event.event))
    .toEqual(['registerSubmit', 'register']);
});

test('without one-tap, the binding dialog creates a new account when the player asks', async ({ page, sim }) => {
  await page.goto('/m/login');
  await continueWithGoogle(page, 'someone.new@example.com');
  const bind = page.getByRole('dialog', { name: 'Link your account' });
  await expect(bind).toContainText('Your Google sign-in is not linked to an account yet.');
  await expectAccessible(page, 'binding dialog');
  await snap(page, 'identity-bind-dialog');
  await bind.getByRole('button', { name: 'Create a new account' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Registration successful, logging you in');
  await dialog.getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/home/);
  expect(await calls(sim, '/wps/member/register/firebase')).toHaveLength(1);
});

test('without one-tap, the binding dialog links the account the player logs in to', async ({ page, sim, browser }) => {
  await page.goto('/m/login');
  await continueWithGoogle(page, 'player.one@example.com');
  const bind = page.getByRole('dialog', { name: 'Link your account' });
  await bind.getByRole('button', { name: 'Log in to link it' }).click();
  await expect(bind).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Log in to link your Google sign-in to your account.' })).toBeVisible();
  await snap(page, 'identity-linking');
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/home/);
  const [linked] = (await calls(sim, '/wps/session/login')).slice(-1);
  expect(linked?.decrypted).toMatchObject({ type: 'username', username: 'player01', firebaseChannel: 'google' });

  // Next time the same Google account goes straight in as that member.
  const fresh = await browser.newContext();
  const again = await fresh.newPage();
  await again.goto('/m/login');
  await continueWithGoogle(again, 'player.one@example.com');
  await expect(again).toHaveURL(/\/m\/home/);
  expect(await session(again)).toMatchObject({ userName: 'player01' });
  await fresh.close();
});

test('phone sign-in through the provider with the code the emulator sent', async ({ page, sim }) => {
  await sim.merchant({ merchant: 'demo', sms: { provider: 'firebase' } });
  const { mobileNum: mobile } = await sim.member('player01', 'demo');
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  const sms = page.getByRole('tabpanel', { name: 'Mobile number' });
  await sms.getByLabel('Mobile number').fill(mobile);
  await sms.getByRole('button', { name: 'Send code' }).click();
  await expect(sms.getByRole('button', { name: /Resend in 60 s|Resend in 59 s/ })).toBeDisabled();
  // Nothing went to the platform's own SMS call: the provider sent it.
  expect(await calls(sim, '/wps/verification/sms')).toHaveLength(0);

  await sms.getByLabel('Verification code').fill('000000');
  await sms.getByRole('button', { name: 'Log in' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('This code is not right.');
  await expect(alert).toContainText('Code: auth/invalid-verification-code');
  await snap(page, 'identity-phone-wrong-code');
  await alert.getByRole('button').click();
  await expect(sms.getByLabel('Mobile number')).toHaveValue(mobile);

  const code = await authEmulator.verificationCode(`+63${mobile}`);
  await sms.getByLabel('Verification code').fill(code);
  await sms.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home/);
  expect(await session(page)).toMatchObject({ userName: 'player01' });
  const [login] = await calls(sim, '/wps/session/login');
  expect(login?.decrypted).toMatchObject({ type: 'firebase', firebaseChannel: 'phone' });
});

test('the SMS second factor goes through the provider too: the platform gets its ID token', async ({ page, sim }) => {
  await sim.merchant({ merchant: 'demo', sms: { provider: 'firebase' } });
  const { mobileNum: mobile } = await sim.member('sms2fa', 'demo');
  await page.goto('/m/login');
  await loginPage(page).fill('sms2fa', 'Passw0rd!');
  await loginPage(page).submit.click();
  const dialog = page.getByRole('dialog', { name: 'Verify it’s you' });
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(await authEmulator.verificationCode(`+63${mobile}`));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Verified. Logging you in…');
  await expect(page).toHaveURL(/\/m\/home$/);
  const [verification] = await calls(sim, '/wps/session/login/verification');
  expect(verification?.decrypted).toMatchObject({ method: 'S', mobileNum: mobile });
  expect(verification?.decrypted?.verificationCode).toBeUndefined();
  expect(String(verification?.decrypted?.firebaseIdToken).split('.')).toHaveLength(3);
  expect(await calls(sim, '/wps/verification/sms')).toHaveLength(0);
});

test('private browsing is refused before anything loads', async ({ page }) => {
  // Chromium gives a private window a quota sized from memory; the emulated window reports one.
  await page.addInitScript(() => {
    Object.defineProperty(navigator.storage, 'estimate', { value: async () => ({ quota: 120_000_000, usage: 0 }) });
  });
  const firebaseChunks: string[] = [];
  page.on('request', (call) => {
    if (/firebase/i.test(call.url())) firebaseChunks.push(call.url());
  });
  await page.goto('/m/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('not available in private or incognito browsing');
  await snap(page, 'identity-incognito');
  expect(firebaseChunks).toEqual([]);
});

test('inside the native app: a missing provider is coming soon, a Failure callback is the alert', async ({ page }) => {
  await page.addInitScript(() => {
    const target = window as unknown as { lottoNative: unknown; onNativeSocialLogin?: (result: string) => void };
    target.lottoNative = {
      providers: ((window as unknown as { __providers?: string[] }).__providers = []),
      socialLogin: () => setTimeout(() => target.onNativeSocialLogin?.('Failure: Google Play services are out of date'), 50),
    };
  });
  await page.goto('/m/login?inApp=1');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('coming soon');
  await alert.getByRole('button').click();

  await page.evaluate(() => (window as unknown as { __providers: string[] }).__providers.push('google'));
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(alert).toContainText('Failure: Google Play services are out of date');
});

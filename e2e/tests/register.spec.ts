import type { Page } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';
import type { SimControl } from '../lib/sim-control';

const PASSWORD = 'Fresh123';

async function registerCalls(sim: SimControl) {
  return (await sim.calls()).filter((call) => call.path.startsWith('/wps/member/register'));
}

function form(page: Page) {
  return {
    username: page.getByRole('textbox', { name: /^Choose a username/ }),
    mobile: page.getByRole('textbox', { name: 'Mobile number' }),
    password: page.getByLabel(/^Choose a password/),
    submit: page.getByRole('button', { name: 'Register', exact: true }),
    tab: (name: string) => page.getByRole('tab', { name }),
  };
}

async function confirmAndLand(page: Page) {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('Registration successful, logging you in');
  await dialog.getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/home/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  return page.evaluate(() => ({
    session: JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? 'null') as Record<string, unknown> | null,
    firstTime: sessionStorage.getItem('firstTimeLogin'),
  }));
}

test('username registration lands logged in at home', async ({ page, sim }) => {
  await page.goto('/m/register');
  const register = form(page);
  await expect(register.username).toHaveAttribute('autocomplete', 'username');
  await expect(register.password).toHaveAttribute('autocomplete', 'new-password');
  await expectAccessible(page, '/m/register');
  await register.submit.click();
  await expect(page.getByText('Choose a username.')).toBeVisible();
  await snap(page, 'register-username-empty');
  await register.username.fill('newplayer7');
  await register.password.fill(PASSWORD);
  await register.submit.click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await snap(page, 'register-success');
  const landed = await confirmAndLand(page);
  expect(landed.session).toMatchObject({ userName: 'newplayer7', merchantCode: 'demo' });
  expect(landed.firstTime).toBe('1');
  // Both sign-up events reached the platform's tracking upload; the second names the new member.
  await expect
    .poll(async () => (await sim.trackedEvents()).filter((event) => event.event.startsWith('register')))
    .toEqual([
      expect.objectContaining({ event: 'registerSubmit', detail: { mode: 'username' } }),
      expect.objectContaining({
        event: 'register',
        payload: expect.objectContaining({ customerId: String(landed.session?.id), currency: 'PHP', eventID: expect.any(String) }),
      }),
    ]);
  const [call] = await registerCalls(sim);
  expect(call?.method).toBe('PUT');
  expect(call?.headers.moduleid ?? call?.headers.ModuleId).toBe('REG3');
  const hostname = new URL(page.url()).hostname;
  expect(call?.decrypted).toMatchObject({
    username: 'newplayer7',
    password: PASSWORD,
    login: true,
    registerMethod: 'H5',
    domain: hostname,
  });
  expect(String(call?.decrypted?.registerUrl)).toMatch(/\/m\/register$/);
});

test('mobile registration lands logged in at home', async ({ page, sim }) => {
  await page.goto('/m/register.html');
  const register = form(page);
  await register.tab('Mobile number').click();
  await expect(register.mobile).toHaveAttribute('autocomplete', 'tel-national');
  await register.mobile.fill('9175550123');
  await register.password.fill(PASSWORD);
  await expectAccessible(page, '/m/register.html (mobile)');
  await register.submit.click();
  const landed = await confirmAndLand(page);
  expect(landed.session).toMatchObject({ merchantCode: 'demo' });
  const [call] = await registerCalls(sim);
  expect(call?.path).toBe('/wps/member/register/mobile');
  expect(call?.decrypted).toMatchObject({ mobileNum: '9175550123', countryDialingCode: '63' });
});

test('auto-username registration lands logged in at home', async ({ page }) => {
  await page.goto('/m/register');
  const register = form(page);
  await register.tab('Quick sign-up').click();
  await register.password.fill(PASSWORD);
  await register.submit.click();
  const landed = await confirmAndLand(page);
  expect(String(landed.session?.userName)).toMatch(/^u\d{7}$/);
});

test('a taken username shows the server message and keeps the form', async ({ page }) => {
  await page.goto('/m/register');
  const register = form(page);
  await register.username.fill('player01');
  await register.password.fill(PASSWORD);
  await register.submit.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('This username is already taken.');
  await alert.getByRole('button').click();
  await expect(page).toHaveURL(/\/m\/register/);
  await expect(register.username).toHaveValue('player01');
  await expect(register.password).toHaveValue(PASSWORD);
});

test('affiliate and referral codes from the address reach the register payload', async ({ page, sim }) => {
  await page.goto('/m/home?affiliateCode=AFF7&referralCode=REF7');
  await page.getByRole('link', { name: 'Register' }).first().click();
  await expect(page).toHaveURL(/\/m\/register/);
  const register = form(page);
  await register.username.fill('coded01');
  await register.password.fill(PASSWORD);
  await register.submit.click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  const [call] = await registerCalls(sim);
  expect(call?.decrypted).toMatchObject({ affiliateCode: 'AFF7', referralCode: 'REF7' });
  const info = await page.evaluate(() => JSON.parse(localStorage.getItem('registerInfo') ?? 'null') as unknown);
  expect(info).toEqual({ affiliateCode: 'AFF7', referralCode: 'REF7', originalDomain: new URL(page.url()).hostname });
});

test('the codes survive a visit to a page without them', async ({ page, sim }) => {
  await page.goto('/m/home?affiliateCode=AFF7&referralCode=REF7');
  // The app keeps the codes as it starts, which is after the page's load event.
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/m/login');
  await page.getByRole('link', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/m\/register/);
  const register = form(page);
  await register.username.fill('coded02');
  await register.password.fill(PASSWORD);
  await register.submit.click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  const [call] = await registerCalls(sim);
  expect(call?.decrypted).toMatchObject({ affiliateCode: 'AFF7', referralCode: 'REF7' });
});

test('five taps on submit send one register request', async ({ page, sim }) => {
  await page.goto('/m/register');
  const register = form(page);
  await register.username.fill('tapper01');
  await register.password.fill(PASSWORD);
  await register.submit.evaluate((button: HTMLButtonElement) => {
    for (let tap = 0; tap < 5; tap += 1) button.click();
  });
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect(await registerCalls(sim)).toHaveLength(1);
});

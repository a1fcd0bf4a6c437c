import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';
import type { SimControl } from '../lib/sim-control';

const PASSWORD = 'Fresh123';

/** The register calls the simulator received: none means the form kept the registration back. */
async function registerCalls(sim: SimControl) {
  return (await sim.calls()).filter((call) => call.path.startsWith('/wps/member/register'));
}

/** The username form by its fields' names, so the same locators serve every language. */
function form(page: Page) {
  const username = page.locator('input[name="username"]');
  const password = page.locator('input[name="password"]');
  const describedBy = async (field: typeof username) => {
    const ids = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
    return (await Promise.all(ids.map((id) => page.locator(`[id="${id}"]`).innerText()))).join(' ');
  };
  return { username, password, submit: page.locator('form button[type="submit"]'), describedBy };
}

test('the merchant’s rules shape the form, and a field that breaks them is refused in the player’s language, keeping what was typed', async ({
  page,
  sim,
}) => {
  await page.addInitScript(() => localStorage.setItem('language', 'VI'));
  await page.goto('/m/register');
  const register = form(page);
  // demo's rules (status call, info.register): username ^[A-Za-z0-9]+$ 6–16, password any 6–20.
  await expect(register.username).toBeVisible();
  await expect.poll(() => register.describedBy(register.username)).toBe('Từ 6 đến 16 ký tự · Chỉ chữ cái và chữ số');
  expect(await register.describedBy(register.password)).toBe('Từ 6 đến 20 ký tự');

  // A required field left empty: said in Vietnamese, the password typed stays.
  await register.password.fill(PASSWORD);
  await register.submit.click();
  await expect(page.getByText('Vui lòng chọn tên đăng nhập.')).toBeVisible();
  await expect(register.username).toBeFocused();
  await expect(register.password).toHaveValue(PASSWORD);

  // Too short, then characters the rule does not take: each refusal says why, nothing is sent.
  await register.username.fill('ab1');
  await register.submit.click();
  await expect(page.getByText('Hãy dùng ít nhất 6 ký tự.')).toBeVisible();
  await snap(page, 'register-rule-short-vi');
  await register.username.fill('new_player');
  await register.submit.click();
  await expect(page.getByText('Chỉ chữ cái và chữ số', { exact: true })).toBeVisible();
  await expect(register.username).toHaveValue('new_player');
  await expect(register.password).toHaveValue(PASSWORD);
  expect(await registerCalls(sim)).toEqual([]);

  await register.username.fill('newplayer8');
  await register.submit.click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  expect((await registerCalls(sim)).map((call) => call.decrypted?.username)).toEqual(['newplayer8']);
});

test('a rule tightened after the page loaded: the platform refuses, the app asks once for the current rules, and the form follows them keeping what was typed', async ({
  page,
  sim,
}) => {
  await page.goto('/m/register');
  const register = form(page);
  await expect(register.username).toBeVisible();
  await expect.poll(() => register.describedBy(register.username)).toBe('6 to 16 characters · Letters and digits only');
  // The basics only: demo's rules name no extra field.
  await expect(page.locator('input[name="realName"]')).toHaveCount(0);

  // Between page load and submit the merchant tightens the username and starts asking for a full name.
  await sim.registerRules({ merchant: 'demo', rules: { username: { minLength: 10 }, realName: { minLength: 2, maxLength: 40 } } });
  await sim.clearCalls();
  await register.username.fill('newbie77');
  await register.password.fill(PASSWORD);
  await register.submit.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('A username has 10 to 16 characters, letters and digits only.');
  await snap(page, 'register-rule-server-refusal');
  await alert.getByRole('button').click();
  await expect(alert).toBeHidden();

  const realName = page.getByRole('textbox', { name: /^Full name/ });
  await expect(realName).toBeVisible();
  await expect(realName).toHaveAccessibleDescription('2 to 40 characters');
  await expect.poll(() => register.describedBy(register.username)).toBe('10 to 16 characters · Letters and digits only');
  await expect(register.username).toHaveValue('newbie77');
  await expect(register.password).toHaveValue(PASSWORD);
  await snap(page, 'register-rules-reloaded');
  const after = await sim.calls();
  expect(after.map((call) => call.path).filter((path) => path.startsWith('/wps/member/register') || path === '/wps/system/status')).toEqual(
    ['/wps/member/register', '/wps/system/status'],
  );
  expect(after.find((call) => call.path === '/wps/member/register')?.headers.moduleid).toBe('REG3');
  expect(after.find((call) => call.path === '/wps/system/status')?.headers.moduleid).toBe('COMM3');

  // The form now checks the new rules itself: nothing goes out until they are met.
  await register.submit.click();
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
  await register.username.fill('newbie7777');
  await register.submit.click();
  await expect(page.getByText('Enter your full name.')).toBeVisible();
  await expect(realName).toBeFocused();
  expect(await registerCalls(sim)).toHaveLength(1);

  await realName.fill('Ana Cruz');
  await register.submit.click();
  await expect(page.getByRole('alertdialog')).toContainText('Registration successful');
  const calls = await registerCalls(sim);
  expect(calls).toHaveLength(2);
  expect(calls[1]?.decrypted).toMatchObject({ username: 'newbie7777', realName: 'Ana Cruz' });
  expect((await sim.member('newbie7777')).registration).toMatchObject({ realName: 'Ana Cruz' });
  // One status call per refusal, never a loop.
  expect(await sim.calls('/wps/system/status')).toHaveLength(1);
});

test('a merchant whose rules name a referral code and an email: the fields are shown and checked, the code from the address fills the referral field, and both go in the register call', async ({
  page,
  sim,
}) => {
  await sim.registerRules({
    merchant: 'demo',
    rules: {
      referralCode: { acceptedPattern: '^[A-Za-z0-9]+$', minLength: 4, maxLength: 10, patternId: 'ALPHANUMERIC' },
      email: { acceptedPattern: '^[^@\\s]+@[^@\\s]+$', patternId: 'EMAIL' },
    },
  });
  await page.goto('/m/register?r=R1002');
  const register = form(page);
  const referral = page.getByRole('textbox', { name: /^Referral code/ });
  const email = page.getByRole('textbox', { name: /^Email address/ });
  await expect(referral).toHaveValue('R1002');
  await expect(referral).toHaveAccessibleDescription('4 to 10 characters · Letters and digits only');
  await expect(email).toHaveAccessibleDescription('Optional · An address such as name@example.com');
  await snap(page, 'register-extra-fields-en');

  await register.username.fill('invited01');
  await register.password.fill(PASSWORD);
  await referral.fill('R-1');
  await email.fill('not-an-address');
  await register.submit.click();
  // Both refused at once; the first in the form's order (the email above the code) takes the focus.
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/An address such as name@example\.com$/);
  await expect(referral).toHaveAccessibleDescription(/Use at least 4 characters\./);
  await snap(page, 'register-extra-fields-refused-en');
  await email.fill('invited01@example.com');
  await register.submit.click();
  await expect(referral).toBeFocused();
  expect(await registerCalls(sim)).toEqual([]);

  await referral.fill('R1002');
  await register.submit.click();
  await expect(page.getByRole('alertdialog')).toContainText('Registration successful');
  const [call] = await registerCalls(sim);
  expect(call?.decrypted).toMatchObject({ username: 'invited01', referralCode: 'R1002', email: 'invited01@example.com' });
  const member = await sim.member('invited01');
  expect(member.email).toBe('invited01@example.com');
  expect(member.registration).toMatchObject({ referralCode: 'R1002', referrer: { id: 1002, username: 'agent01' } });
});

test('the rule-added fields in Urdu, right to left', async ({ page, sim }) => {
  await sim.registerRules({
    merchant: 'demo',
    rules: {
      referralCode: { acceptedPattern: '*', minLength: 4, maxLength: 10 },
      realName: { acceptedPattern: '*', minLength: 0, maxLength: 40 },
    },
  });
  await page.addInitScript(() => localStorage.setItem('language', 'UR'));
  await page.goto('/m/register');
  const referral = page.locator('input[name="referralCode"]');
  await expect(page.locator('input[name="realName"]')).toHaveAccessibleName(/پورا نام/);
  await expect(page.locator('input[name="realName"]')).toHaveAccessibleDescription('اختیاری · زیادہ سے زیادہ 40 حروف');
  await form(page).submit.click();
  await expect(referral).toHaveAccessibleDescription(/ریفرل کوڈ درج کریں۔/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await snap(page, 'register-extra-fields-ur');
  expect(await registerCalls(sim)).toEqual([]);
});

test('mobile registration takes the number’s rule from the merchant', async ({ page, sim }) => {
  await page.goto('/m/register');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  const mobile = page.getByRole('textbox', { name: 'Mobile number' });
  await expect(mobile).toHaveAccessibleDescription('6 to 15 characters · Digits only');
  await mobile.fill('91755');
  await page.getByLabel(/^Choose a password/).fill(PASSWORD);
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByText('Use at least 6 characters.')).toBeVisible();
  await expect(mobile).toHaveValue('91755');
  expect(await registerCalls(sim)).toEqual([]);
});

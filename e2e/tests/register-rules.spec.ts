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

test('a rule tightened after the page loaded: the simulator refuses with its message, the form keeps what was typed, and the next visit shows the new rule', async ({
  page,
  sim,
}) => {
  await page.goto('/m/register');
  const register = form(page);
  await expect(register.username).toBeVisible();
  await expect.poll(() => register.describedBy(register.username)).toBe('6 to 16 characters · Letters and digits only');

  await sim.registerRules({ merchant: 'demo', rules: { username: { minLength: 10 } } });
  await register.username.fill('newbie77');
  await register.password.fill(PASSWORD);
  await register.submit.click();
  const alert = page.getByRole('alertdialog');
  await expect(alert).toContainText('A username has 10 to 16 characters, letters and digits only.');
  await snap(page, 'register-rule-server-refusal');
  await alert.getByRole('button').click();
  await expect(register.username).toHaveValue('newbie77');
  await expect(register.password).toHaveValue(PASSWORD);
  const [call] = await registerCalls(sim);
  expect(call?.headers.moduleid).toBe('REG3');

  await page.reload();
  await expect.poll(() => register.describedBy(register.username)).toBe('10 to 16 characters · Letters and digits only');
  await register.username.fill('newbie77');
  await register.password.fill(PASSWORD);
  await register.submit.click();
  await expect(page.getByText('Use at least 10 characters.')).toBeVisible();
  expect(await registerCalls(sim)).toHaveLength(1);
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

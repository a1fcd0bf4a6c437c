import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';
import type { SimControl } from '../lib/sim-control';

async function latestCode(sim: SimControl, mobile: string) {
  return (await sim.sms(mobile))[0]?.code ?? '';
}

test('SMS login with the code the simulator delivered', async ({ page, sim }) => {
  const { mobileNum: mobile } = await sim.member('player01', 'demo');
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  const sms = page.getByRole('tabpanel', { name: 'Mobile number' });
  await expect(sms.getByRole('button', { name: /Country code/ })).toContainText('+63');
  await expect(sms.getByLabel('Mobile number')).toHaveAttribute('autocomplete', 'tel-national');
  await expect(sms.getByLabel('Verification code')).toHaveAttribute('autocomplete', 'one-time-code');

  await sms.getByRole('button', { name: 'Send code' }).click();
  await expect(sms.getByText('Enter your mobile number.')).toBeVisible();

  await sms.getByLabel('Mobile number').fill(mobile);
  await sms.getByRole('button', { name: 'Send code' }).click();
  await expect(sms.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await snap(page, 'login-sms-sent');
  await expectAccessible(page, '/m/login (SMS)');
  const code = await latestCode(sim, mobile);
  expect(code).toMatch(/^\d{6}$/);
  await sms.getByLabel('Verification code').fill(code);
  await sms.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  const [login] = await sim.calls('/wps/session/login');
  expect(login?.decrypted).toMatchObject({ type: 'sms', username: mobile, password: code });
});

test('the country picker lists flag and +code and changes the code', async ({ page }) => {
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  await page.getByRole('button', { name: /Country code/ }).click();
  const sheet = page.getByRole('dialog', { name: 'Choose a country code' });
  await expect(sheet).toBeVisible();
  await snap(page, 'country-picker');
  await expectAccessible(page, 'country picker');
  const vietnam = sheet.getByRole('button', { name: /\+84/ });
  await vietnam.click();
  await expect(page.getByRole('button', { name: /Country code/ })).toContainText('+84');
});

test('a wrong SMS code shows the server message and keeps the number', async ({ page, sim }) => {
  const { mobileNum: mobile } = await sim.member('player01', 'demo');
  await page.goto('/m/login');
  await page.getByRole('tab', { name: 'Mobile number' }).click();
  const sms = page.getByRole('tabpanel', { name: 'Mobile number' });
  await sms.getByLabel('Mobile number').fill(mobile);
  await sms.getByLabel('Verification code').fill('000000');
  await sms.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(sms.getByLabel('Mobile number')).toHaveValue(mobile);
});

test('second factor by SMS: number and code both needed', async ({ page, sim }) => {
  const { mobileNum: mobile } = await sim.member('sms2fa', 'demo');
  await page.goto('/m/login');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('sms2fa');
  await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
  await page.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify it’s you' });
  await expect(dialog.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');
  await dialog.getByLabel('Mobile number').fill(mobile);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByLabel('Verification code')).toBeFocused();
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  await dialog.getByLabel('Verification code').fill(await latestCode(sim, mobile));
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Verified. Logging you in…');
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 5_000 });
});

import { expect, expectPath, expectThat } from '../lib/expect';
import { test } from '../lib/fixtures';
import { storedSession } from '../lib/login-page';

test('username registration lands logged in at home', async ({ page, sim }) => {
  await page.goto('/m/register');
  const username = page.getByRole('textbox', { name: /^Choose a username/ });
  await expectThat(username).toHaveAttribute('autocomplete', 'username');
  await username.fill('newplayer7');
  await page.getByLabel(/^Choose a password/).fill('Fresh123');
  await page.getByRole('button', { name: 'Register', exact: true }).click();

  const dialog = page.getByRole('alertdialog');
  await expectThat(dialog).toContainText('Registration successful, logging you in');
  await dialog.getByRole('button').click();
  await expectPath(page, /^\/m\/home/);
  await expectThat(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  expect(await storedSession(page)).toMatchObject({ userName: 'newplayer7', merchantCode: 'demo' });
  expect(await page.evaluate(() => sessionStorage.getItem('firstTimeLogin'))).toBe('1');
  const [call] = (await sim.calls()).filter((logged) => logged.path.startsWith('/wps/member/register'));
  expect(call?.decrypted).toMatchObject({ username: 'newplayer7', password: 'Fresh123', registerMethod: 'H5', login: true });
});

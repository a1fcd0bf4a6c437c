import { expect, expectThat } from '../lib/expect';
import { testWithPrompts as test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';

test('without an install event the login page offers the browser menu’s way home, with no Install button', async ({ page }) => {
  await page.goto('/m/login');
  await expectThat(loginPage(page).username).toBeVisible();
  // Only Chromium fires beforeinstallprompt; the rule's login-page variant is for every other engine (spec 001 §2 screen 4).
  expect(await page.evaluate(() => 'onbeforeinstallprompt' in window)).toBe(false);
  const prompt = page.getByRole('dialog', { name: 'Add to Home Screen' });
  await expectThat(prompt).toContainText('Open your browser menu and choose "Install app" or "Add to Home screen".');
  await expectThat(prompt.getByRole('button', { name: 'Install', exact: true })).toHaveCount(0);
});

import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';

/**
 * The help centre (issue 28): `GET /wps/system/helpCenter` (COMM3, no token) as collapsible
 * sections, public, `#tag` deep links (the register page's terms: `#term`), sanitised HTML, asked
 * again in a new language.
 */

const HELP = '/wps/system/helpCenter';

test('the register page’s terms open the help centre at the terms, sanitised, for a visitor', async ({ page, sim }) => {
  await page.goto('/m/register');
  await page.getByRole('link', { name: 'Read the terms' }).click();
  await expect(page).toHaveURL(/\/m\/help#term$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Help centre' })).toBeVisible();
  const terms = page.getByRole('button', { name: 'Terms and conditions' });
  await expect(terms).toHaveAttribute('aria-expanded', 'true');
  await expect(terms).toBeInViewport();
  await expect(page.getByText('You must be 18 or older and hold one account only.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Frequently asked questions' })).toHaveAttribute('aria-expanded', 'false');
  // The section's script and inline handler were dropped by the sanitiser.
  expect(await page.evaluate(() => (window as { helpCentreScriptRan?: boolean }).helpCentreScriptRan)).toBeUndefined();
  const [call] = await sim.calls(HELP);
  expect(call?.query).toMatchObject({ lang: 'EN', device: 'MOBILE' });
  expect(call?.headers.moduleid).toBe('COMM3');
  expect('authorization' in (call?.headers ?? {})).toBe(false);
  await snap(page, 'help-terms');
  await expectAccessible(page, '/m/help#term');
});

test('a link inside a section opens another in place; a child’s tag opens its parent; sections close and open', async ({ page }) => {
  await page.goto('/m/help#term');
  await page.getByRole('link', { name: 'privacy policy' }).click();
  await expect(page).toHaveURL(/\/m\/help#privacy$/);
  await expect(page.getByRole('button', { name: 'Privacy policy' })).toHaveAttribute('aria-expanded', 'true');
  await page.goto('/m/help#faq-deposit');
  await expect(page.getByRole('button', { name: 'Frequently asked questions' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('button', { name: 'How do I add money to my wallet?' })).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('button', { name: 'Frequently asked questions' }).click();
  await expect(page.getByRole('button', { name: 'How do I add money to my wallet?' })).toBeHidden();
});

test('asked in the player’s language, and again when the player switches', async ({ page, sim }) => {
  await page.goto('/m/help#term');
  await expect(page.getByRole('button', { name: 'Terms and conditions' })).toHaveAttribute('aria-expanded', 'true');
  await page.goto('/m/home');
  await page.getByLabel('Language').selectOption('UR');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.goto('/m/help#term');
  await expect(page.getByRole('button', { name: 'شرائط و ضوابط' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { level: 1, name: 'مدد مرکز' })).toBeVisible();
  await snap(page, 'help-urdu');
  expect((await sim.calls(HELP)).map((call) => call.query.lang)).toEqual(['EN', 'UR']);
});

test('says when help could not be loaded, and a retry brings it', async ({ page, sim }) => {
  await sim.fault(HELP, { status: 502, times: 1 });
  await page.goto('/m/help');
  await expect(page.getByRole('alert')).toContainText('Help could not be loaded.');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: 'Terms and conditions' })).toBeVisible();
});

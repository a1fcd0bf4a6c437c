import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';

test('a visitor opens home and sees the merchant, login, register and the language switcher', async ({ page }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lucky Star Lottery');
  await expect(page.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login');
  await expect(page.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/m/register');
  await expect(page.getByLabel('Language')).toHaveValue('EN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await snap(page, 'home-visitor-en');
  await expectAccessible(page, '/m/home');
});

test('every home path shows home', async ({ page }) => {
  for (const path of ['/', '/m/index', '/m/index.html', '/m/home/']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: 'Log in' }), path).toBeVisible();
  }
});

test('the merchant settings come from the platform at start, with one status call for the settings and the system check', async ({
  page,
  sim,
}) => {
  await sim.clearCalls();
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect
    .poll(async () => (await sim.calls()).map((call) => call.path))
    .toEqual(expect.arrayContaining(['/wps/system/status', '/wps/system/country', '/wps/system/test/ping']));
  expect(await sim.calls('/wps/system/status')).toHaveLength(1);
  expect(await sim.calls('/wps/system/config')).toHaveLength(0);
});

test('a browser in Chinese gets the default language CN', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/m/home');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await expect(page.getByLabel('语言')).toHaveValue('CN');
  await context.close();
});

test('a browser in traditional Chinese gets CN too; TW stays a choice in the switcher', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'zh-TW' });
  const page = await context.newPage();
  await page.goto('/m/home');
  await expect(page.getByLabel('语言')).toHaveValue('CN');
  await page.getByLabel('语言').selectOption('TW');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-TW');
  await page.reload();
  await expect(page.getByLabel('語言')).toHaveValue('TW');
  await context.close();
});

test('the web app manifest is scoped to /m/ and starts at /m/home', async ({ request }) => {
  const manifest = await (await request.get('/m/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    scope: '/m/',
    start_url: '/m/home?homescreen=1',
    id: '/m/home',
    display: 'standalone',
    name: 'Lucky Star Lottery',
  });
});

test('pages are noindex on deep paths and on hosts other than localhost or www', async ({ page, baseURL, sim }) => {
  const { token } = await sim.session('player01');
  const onLocalhost = (baseURL ?? '').replace('127.0.0.1', 'localhost');
  await page.goto(`${onLocalhost}/m/home`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'index,follow');
  await page.goto(`${onLocalhost}/m/member/home?token=${token}`);
  await expect(page).toHaveURL(/\/m\/member\/home$/);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.goto('/m/home');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

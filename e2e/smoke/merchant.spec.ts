import type { Page } from '@playwright/test';
import { MERCHANTS } from '../../apps/mobile/merchants/index.ts';
import type { MerchantFile } from '../../apps/mobile/merchants/types.ts';
import { expect } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';
import { test } from './merchant-option';

/**
 * Each merchant's app, as its own build (issue 17): the smoke set runs once per merchant file,
 * against that build served by a simulator answering as that merchant's platform. The white-label
 * side comes from the platform's settings (the simulator's seed, apps/platform-sim/src/seed/merchants.ts):
 * a merchant the simulator seeds gets a row here.
 */
interface PlatformSettings {
  /** The login captcha the white-label GEETEST3 flag and gw.GEETEST_VERSION turn on, or null. */
  loginCaptcha: 'v3' | 'v4' | null;
  chat: boolean;
  /** How many customer-service entries its platform lists: several open the chooser, one opens at once. */
  serviceEntries: number;
  autoLogin: boolean;
  currency: string;
}

const PLATFORM: Record<string, PlatformSettings> = {
  demo: { loginCaptcha: null, chat: true, serviceEntries: 5, autoLogin: true, currency: 'PHP' },
  demo2: { loginCaptcha: 'v4', chat: false, serviceEntries: 1, autoLogin: false, currency: 'VND' },
};

const PASSWORD = 'Passw0rd!';
/** Long enough for late features (the chat entry among them) to load: apps/mobile/src/early/when-settled.ts. */
const SETTLE_MS = 6_000;

function merchantFile(code: string): MerchantFile {
  const merchant = MERCHANTS[code];
  if (!merchant) throw new Error(`No merchant file for ${code}: apps/mobile/merchants/${code}.ts`);
  return merchant;
}

function platformOf(code: string): PlatformSettings {
  const settings = PLATFORM[code];
  if (!settings) throw new Error(`The smoke set has no platform settings for ${code}: add its row to PLATFORM`);
  return settings;
}

/** Logs player01 in through the captcha the merchant's platform asks for, if any. */
async function logIn(page: Page, captcha: PlatformSettings['loginCaptcha']) {
  await page.goto('/m/login');
  await expect(page.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  const login = loginPage(page);
  await login.fill('player01', PASSWORD);
  await login.submit.click();
  if (captcha !== null) await page.getByRole('dialog', { name: 'Security check' }).getByRole('button', { name: 'I am human' }).click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
}

test('the first screen wears its theme, its name and its logo', async ({ page, merchant: code }) => {
  const merchant = merchantFile(code);
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveTitle(merchant.name);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', merchant.themeColor);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', merchant.logo);
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/m/icons/apple-touch-icon.png');
  const theme = await page.evaluate(
    (names) => names.map((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim()),
    Object.keys(merchant.theme),
  );
  expect(theme).toEqual(Object.values(merchant.theme));
  await snap(page, `merchant-${code}-home`);
});

/** A PNG's width and height, from its IHDR chunk (big-endian, bytes 16 to 24), after the PNG signature. */
function pngSize(body: Buffer): { signature: string; width: number; height: number } {
  return { signature: body.subarray(1, 4).toString('latin1'), width: body.readUInt32BE(16), height: body.readUInt32BE(20) };
}

test('its manifest names it, in its colours, with its icons', async ({ page, request, merchant: code }) => {
  const merchant = merchantFile(code);
  await page.goto('/m/home');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).not.toBeNull();
  const response = await request.get(href ?? '');
  expect(response.ok()).toBe(true);
  expect(await response.json()).toMatchObject({
    name: merchant.name,
    short_name: merchant.shortName,
    scope: '/m/',
    start_url: '/m/home?homescreen=1',
    display: 'standalone',
    theme_color: merchant.themeColor,
    background_color: merchant.backgroundColor,
  });
  const { icons } = (await response.json()) as { icons: Array<{ src: string; sizes: string; type: string; purpose: string }> };
  expect(icons.map(({ sizes, purpose }) => `${purpose} ${sizes}`)).toEqual(['any 192x192', 'any 512x512', 'maskable 512x512']);
  // Each icon, the iOS one and the notifications' badge are PNG at their sizes, drawn from this merchant's logo.
  const appleTouch = (await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')) ?? '';
  const files = [
    ...icons.map(({ src, sizes }) => ({ src, size: Number(sizes.split('x')[0]) })),
    { src: appleTouch, size: 180 },
    { src: '/m/icons/badge-96.png', size: 96 },
  ];
  for (const { src, size } of files) {
    const icon = await request.get(src);
    expect(icon.ok(), src).toBe(true);
    expect(icon.headers()['content-type'], src).toBe('image/png');
    expect(pngSize(await icon.body()), src).toEqual({ signature: 'PNG', width: size, height: size });
  }
});

test('login asks for the captcha its platform turns on, and the tracked login carries its currency', async ({
  page,
  sim,
  merchant: code,
}) => {
  const { loginCaptcha, currency } = platformOf(code);
  const merchant = merchantFile(code);
  await sim.clearCalls();
  await logIn(page, loginCaptcha);
  const [call] = await sim.calls('/wps/session/login');
  expect(call?.headers.merchant).toBe(code);
  if (loginCaptcha === 'v4') {
    expect(call?.decrypted?.geetestValidateV4).toMatchObject({ captcha_id: merchant.captcha?.GEETEST_ID });
  } else if (loginCaptcha === 'v3') {
    expect(call?.decrypted).toHaveProperty('geetestSeccode');
  } else {
    expect(Object.keys(call?.decrypted ?? {}).filter((key) => key.startsWith('geetest'))).toEqual([]);
  }
  await expect.poll(async () => (await sim.trackedEvents()).find((event) => event.event === 'login')?.payload).toMatchObject({ currency });
  await snap(page, `merchant-${code}-member-home`);
});

test('the chat entry shows only where its platform turns chat on', async ({ page, merchant: code }) => {
  const { chat } = platformOf(code);
  await page.clock.install();
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.clock.runFor(SETTLE_MS);
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('button', { name: /^Customer service/ })).toHaveCount(chat ? 1 : 0);
});

test('contact us opens its customer service: the chooser for several entries, the only one at once', async ({ page, merchant: code }) => {
  const { serviceEntries } = platformOf(code);
  await page.goto('/m/lines');
  const chooser = page.getByRole('dialog', { name: 'Choose customer service' });
  // The line chooser's own button (a merchant with chat also has the floating entry of that name).
  const contactUs = page.getByRole('main').getByRole('button', { name: 'Customer service' });
  if (serviceEntries > 1) {
    await contactUs.click();
    await expect(chooser.getByRole('listitem')).toHaveCount(serviceEntries);
    return;
  }
  const popup = page.waitForEvent('popup');
  await contactUs.click();
  await (await popup).waitForURL(/\/sim-chat\/aican$/);
  await expect(chooser).toHaveCount(0);
});

test('a remembered login logs in again in a new tab only where its platform keeps auto-login on', async ({
  page,
  context,
  merchant: code,
}) => {
  const { loginCaptcha, autoLogin } = platformOf(code);
  await logIn(page, loginCaptcha);
  const tab = await context.newPage();
  await tab.goto('/m/home');
  if (autoLogin) {
    await expect(tab.getByRole('heading', { level: 1 })).toContainText('Hello');
  } else {
    await expect(tab.getByRole('link', { name: 'Log in' })).toBeVisible();
    await tab.waitForLoadState('networkidle');
    await expect(tab.getByRole('link', { name: 'Log in' })).toBeVisible();
  }
});

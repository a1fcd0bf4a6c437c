import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { installStandInBridge, type StandInAppInfo } from '@lotto/install/testing/native-stand-in';
import { expect, test } from '../lib/fixtures';

/**
 * Issue 15: where a chat opens (a new tab on the web, the native app's bridge inside the app, a
 * window over the installed app that leaves it as it was), every "contact us" that opens customer
 * service, and the security headers the build ships for its pages.
 */

const chatEntry = (page: Page) => page.getByRole('button', { name: /^Customer service/ });
const chooser = (page: Page) => page.getByRole('dialog', { name: 'Choose customer service' });
/** An app with nothing to upgrade, so no upgrade modal covers the page. */
const NATIVE_APP: StandInAppInfo = { version: '2.5.0', platform: 'Android', upgrade: null };
/** The stand-in native app's record of every address it was asked to open (packages/install). */
const nativeOpened = (page: Page) => page.evaluate(() => (window as unknown as { lottoNativeOpened: string[] }).lottoNativeOpened);

test('inside the native app a chat and a service link open through the app’s bridge, and the page stays', async ({
  page,
  context,
  sim,
}) => {
  const popups: string[] = [];
  context.on('page', (opened) => popups.push(opened.url()));
  await page.addInitScript(installStandInBridge, NATIVE_APP);
  const { token } = await sim.session('player01');
  await page.goto(`/m/home?inApp=1&token=${token}`);

  // The launch's answer is awaited on its own, so a failure says whether the tap reached the chat at all.
  const launched = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/CBS_launchChat'), { timeout: 10_000 });
  await chatEntry(page).click();
  expect((await launched).ok()).toBe(true);
  await expect(page, 'the launch left the page').toHaveURL(/\/m\/home\?inApp=1$/);
  await expect.poll(() => nativeOpened(page)).toHaveLength(1);
  const [chat] = await nativeOpened(page);
  expect(new URL(chat!).pathname).toBe('/sim-chat/platform');
  expect(new URL(chat!).searchParams.get('userName')).toBe('player01');

  await page.goto(`/m/lines?inApp=1&token=${token}`);
  await page.getByRole('main').getByRole('button', { name: 'Customer service' }).click();
  await chooser(page).getByRole('button', { name: 'Live Chat' }).click();
  await expect.poll(() => nativeOpened(page)).toHaveLength(1);
  const [service] = await nativeOpened(page);
  expect(new URL(service!).pathname).toBe('/sim-chat/livechat');

  await expect(page).toHaveURL(/\/m\/lines\?inApp=1$/);
  expect(popups).toEqual([]);
});

test('in the installed app a chat opens in a window of its own and the app stays where it was', async ({ page, sim }) => {
  // Chromium cannot emulate display-mode: standalone; iOS's own signal is what the app reads beside it.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true, configurable: true });
  });
  const { token } = await sim.session('player01');
  await page.goto(`/m/home?homescreen=1&token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();

  const popup = page.waitForEvent('popup');
  await chatEntry(page).click();
  const chat = await popup;
  await chat.waitForURL(/\/sim-chat\/platform\?/);
  await expect(page).toHaveURL(/\/m\/home\?homescreen=1$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Hello, / })).toBeVisible();
});

test('access denied: contact us opens customer service', async ({ page, sim }) => {
  await sim.region({ on: true });
  await page.goto('/m/home');
  const main = page.getByRole('main', { name: 'Access Denied' });
  await main.getByRole('button', { name: 'Contact Us' }).click();
  const popup = page.waitForEvent('popup');
  await chooser(page).getByRole('button', { name: 'Help Desk' }).click();
  await (await popup).waitForURL(/\/sim-chat\/comm100$/);
  await expect(main).toBeVisible();
});

test('the domain error’s customer service opens customer service above the notice', async ({ page, sim }) => {
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  // A refused status call after start (a language switch asks it again) brings the notice.
  await sim.domains({ blocked: ['127.0.0.1'] });
  await page.getByLabel('Language').selectOption('JA');
  await page.getByLabel('言語').selectOption('EN');
  const notice = page.getByRole('dialog', { name: 'Notice' });
  await notice.getByRole('button', { name: 'Customer service' }).click();
  const popup = page.waitForEvent('popup');
  await chooser(page).getByRole('button', { name: 'Live Chat' }).click();
  await (await popup).waitForURL(/\/sim-chat\/livechat$/);
  await expect(notice).toBeVisible();
});

test('the app’s pages carry the Content Security Policy and the referrer rule the build ships', async ({ page }) => {
  const shipped = await readFile(new URL('../../apps/mobile/dist/_headers', import.meta.url), 'utf8');
  const response = await page.goto('/m/home');
  const headers = response!.headers();
  expect(headers['referrer-policy']).toBe('strict-origin');
  expect(shipped).toContain('Referrer-Policy: strict-origin\n');
  const directives = new Map(
    headers['content-security-policy']!.split(';').map((part) => {
      const [name, ...values] = part.trim().split(/\s+/);
      return [name!, values] as const;
    }),
  );
  expect(directives.get('frame-ancestors')).toEqual(["'self'"]);
  // Scripts exactly as shipped: the simulator adds its lines to connect-src and frame-src only, so
  // a script from a line host (the unlisted service script) would be blocked by the browser too.
  const shippedScripts = /script-src ([^;\n]+)/.exec(shipped)?.[1];
  expect(directives.get('script-src')?.join(' ')).toBe(shippedScripts);
});

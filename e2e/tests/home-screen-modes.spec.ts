import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';

/** Issue 11, spec 001 §4: the WEBCLIP flag, and the `Device` header it decides. */

const STATUS_CALL = '/wps/system/status';

/**
 * Opened from the home screen. Chromium here cannot emulate `display-mode: standalone` (the
 * DevTools protocol's media-feature emulation ignores it), so the page gets iOS Safari's own
 * signal, `navigator.standalone`, which the app reads beside the media query.
 */
async function openAsInstalled(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'standalone', { get: () => true, configurable: true });
  });
}

async function devicesSent(sim: {
  calls: (path: string) => Promise<Array<{ headers: Record<string, string> }>>;
}): Promise<Array<string | null>> {
  return (await sim.calls(STATUS_CALL)).map((call) => call.headers.device ?? null);
}

function webclipFlag(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('WEBCLIP'));
}

test('a home-screen web clip opened standalone sets the flag to 1 and sends Device WEBCLIP', async ({ page, sim }) => {
  await openAsInstalled(page);
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await webclipFlag(page)).toBe('1');
  await expect.poll(() => devicesSent(sim)).toEqual(['WEBCLIP']);
});

test('the installed web app opens with the homescreen parameter: flag 0 and Device PWA, kept on later starts', async ({ page, sim }) => {
  await openAsInstalled(page);
  await page.goto('/m/home?homescreen=1');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await webclipFlag(page)).toBe('0');
  await expect.poll(() => devicesSent(sim)).toEqual(['PWA']);

  // Started again without the parameter (a restored page): the earlier flag stands.
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await webclipFlag(page)).toBe('0');
  await expect.poll(() => devicesSent(sim)).toEqual(['PWA', 'PWA']);
});

test('a browser tab sets no flag, even with the parameter, and sends no Device header', async ({ page, sim }) => {
  await page.goto('/m/home?homescreen=1');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await webclipFlag(page)).toBeNull();
  await expect.poll(() => devicesSent(sim)).toEqual([null]);
});

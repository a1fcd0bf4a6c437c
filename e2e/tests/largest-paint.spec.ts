import type { Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { snap } from '../lib/screenshot';

/**
 * Issue 18: the first screen's largest paint comes from index.html itself, before the app's
 * scripts are even asked for: the merchant's artwork, in home's banner box or atop the login page.
 * Nothing the app draws later is larger, so it stays the page's largest paint.
 */

interface Painted {
  paint: Array<{ name: string; at: number }>;
  largest: Array<{ at: number; size: number; url: string }>;
  scripts: Array<{ name: string; at: number }>;
}

/** Records the page's paints, its largest-paint candidates and when each of its scripts was asked for. */
async function recordPaints(page: Page) {
  await page.addInitScript(() => {
    const painted: Painted = { paint: [], largest: [], scripts: [] };
    (window as unknown as { painted: Painted }).painted = painted;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) painted.paint.push({ name: entry.name, at: entry.startTime });
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { size: number; url: string }>) {
        painted.largest.push({ at: entry.startTime, size: entry.size, url: entry.url });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        if (entry.initiatorType === 'script' || entry.initiatorType === 'link' || entry.name.endsWith('.js')) {
          painted.scripts.push({ name: new URL(entry.name).pathname, at: entry.startTime });
        }
      }
    }).observe({ type: 'resource', buffered: true });
  });
}

const painted = (page: Page) => page.evaluate(() => (window as unknown as { painted: Painted }).painted);

for (const { route, screen } of [
  { route: '/m/home', screen: 'home' },
  { route: '/m/login', screen: 'login' },
]) {
  test(`${route}: the largest paint is the artwork index.html carries, painted before any script is asked for`, async ({ page }) => {
    await recordPaints(page);
    await page.goto(route);
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-first-screen'))).toBe(screen);
    await expect(page.getByRole(route === '/m/home' ? 'link' : 'button', { name: 'Log in', exact: true })).toBeVisible();
    // Home's first platform banner has taken the box by now; it is no larger, so no new candidate.
    if (route === '/m/home') await expect(page.locator('.shell-banners__image[src*="/banners/"]')).toBeVisible();
    const { paint, largest, scripts } = await painted(page);
    const firstPaint = Math.min(...paint.map((entry) => entry.at));
    expect(largest).toHaveLength(1);
    expect(largest[0]!.url).toMatch(/^data:image\/svg\+xml,/);
    const appScripts = scripts.filter((script) => script.name.startsWith('/m/assets/'));
    expect(appScripts.length).toBeGreaterThan(0);
    expect(Math.min(...appScripts.map((script) => script.at))).toBeGreaterThanOrEqual(firstPaint);
  });
}

test('any other page paints a title bar first, not home nor login', async ({ page }) => {
  // Without the app's scripts, the page stays on what index.html paints.
  await page.route(/\/m\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/m/register');
  expect(await page.evaluate(() => document.documentElement.getAttribute('data-first-screen'))).toBe('page');
  await expect(page.locator('.first-screen__page .shell-header')).toBeVisible();
  await expect(page.locator('.first-screen__home')).toBeHidden();
  await expect(page.locator('.first-screen__login')).toBeHidden();
  await snap(page, 'first-screen-page');

  await page.goto('/m/login');
  await expect(page.locator('.first-screen__login .shell-artwork__image')).toBeVisible();
  await expect(page.locator('.first-screen__home')).toBeHidden();
  await snap(page, 'first-screen-login');
});

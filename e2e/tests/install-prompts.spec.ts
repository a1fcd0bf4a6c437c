import type { Page } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { dispatchInstallEvent, openWithPrompts, reactSettled, USER_AGENTS } from '../lib/install-prompts';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';
import { logOut } from '../lib/tab-bar';

// Issue 12, spec 001 §2 screens 1–5, §4, §5: the install and download prompts, live.
test.use({ installPrompts: 'live' });

const prompt = (page: Page) => page.getByRole('dialog', { name: 'Add to Home Screen' });
const bar = (page: Page) => page.getByRole('complementary', { name: 'Download the app' });

/**
 * Runs the clock in small steps until the prompt is up (its timer starts once React has rendered);
 * each look gives React a moment of real time to render before the next step.
 */
async function expectPromptAfter(page: Page, stepMs = 500) {
  await expect(async () => {
    await page.clock.runFor(stepMs);
    await expect(prompt(page)).toBeVisible({ timeout: 100 });
  }).toPass({ timeout: 10_000, intervals: [0] });
}

/** Runs well past the rule's delays and checks the prompt stayed away. */
async function expectNoPrompt(page: Page) {
  await page.clock.runFor(2_500);
  await reactSettled(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test.describe('the add-to-home-screen prompt on Android Chrome', () => {
  test('Chromium install event: Install calls the browser prompt and writes the close count 99', async ({ page }) => {
    await openWithPrompts(page, '/m/home');
    await expect(bar(page)).toBeVisible();
    await dispatchInstallEvent(page, 'accepted');
    await expectPromptAfter(page);
    await snap(page, 'a2hs-android');
    await prompt(page).getByRole('button', { name: 'Install' }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('MC_A2HS_CLOSE_COUNT'))).toBe('99');
  });

  test('an install offered while the page loads, before the prompts start, still arms Install', async ({ page }) => {
    await page.clock.install();
    const started = page.waitForRequest((request) => new URL(request.url()).pathname === '/m/asset-manifest.json');
    await page.goto('/m/home');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    // The prompts load once the page has settled; Chromium offers the install long before.
    await dispatchInstallEvent(page, 'accepted');
    await page.clock.runFor(3_500);
    await started;
    await reactSettled(page);
    await expectPromptAfter(page);
    await prompt(page).getByRole('button', { name: 'Install' }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { installPrompted?: boolean }).installPrompted)).toBe(true);
  });

  test('appinstalled records the install; the prompt does not come back in a new session', async ({ page, context }) => {
    await openWithPrompts(page, '/m/home');
    await expect(bar(page)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    expect(await page.evaluate(() => localStorage.getItem('MC_A2HS_CLOSE_COUNT'))).toBe('99');
    const next = await context.newPage();
    await openWithPrompts(next, '/m/home');
    await expect(bar(next)).toBeVisible();
    await expectNoPrompt(next);
  });

  test('a dismissal counts one close and holds the prompt back for the session; at the maximum (3) it stops', async ({ page }) => {
    await openWithPrompts(page, '/m/home');
    await expectPromptAfter(page);
    await prompt(page).getByRole('button', { name: 'Close' }).click();
    await expect(prompt(page)).toHaveCount(0);
    expect(await page.evaluate(() => [localStorage.getItem('MC_A2HS_CLOSE_COUNT'), sessionStorage.getItem('MC_A2HS_DISMISSED')])).toEqual([
      '1',
      '1',
    ]);
    await openWithPrompts(page, '/m/home');
    await expect(bar(page)).toBeVisible();
    await expectNoPrompt(page);
    // A new session with three closes already counted: demo's maximum close times is 3.
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.setItem('MC_A2HS_CLOSE_COUNT', '3');
    });
    await openWithPrompts(page, '/m/home');
    await expect(bar(page)).toBeVisible();
    await expectNoPrompt(page);
  });

  test('on the login page the prompt stays away where Chromium offered its install event', async ({ page }) => {
    await openWithPrompts(page, '/m/login');
    await dispatchInstallEvent(page, 'accepted');
    await expectNoPrompt(page);
  });

  test('the prompt is a focused dialog; Escape closes it as a dismissal, and Back closes the popup', async ({ page }) => {
    await openWithPrompts(page, '/m/home');
    await expectPromptAfter(page);
    await expect(prompt(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(prompt(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('MC_A2HS_CLOSE_COUNT'))).toBe('1');
    await bar(page).getByRole('button', { name: 'More ways to install' }).click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    await expect(popup).toBeFocused();
    await page.goBack();
    await expect(popup).toHaveCount(0);
    await expect(page).toHaveURL(/\/m\/home$/);
  });

  test('switched off one condition at a time: A2HS3, maintenance, the native app, the page, a prior deposit, login required', async ({
    page,
    sim,
  }) => {
    await sim.merchant({ merchant: 'demo', whitelabelVal: { A2HS3: false } });
    await openWithPrompts(page, '/m/home');
    await expect(bar(page)).toBeVisible();
    await expectNoPrompt(page);
    await sim.merchant({ merchant: 'demo', whitelabelVal: { A2HS3: true } });

    await sim.maintenance({ on: true, merchant: 'demo' });
    await openWithPrompts(page, '/m/home');
    await expectNoPrompt(page);
    await sim.maintenance({ on: false, merchant: 'demo' });

    await openWithPrompts(page, '/m/home?inApp=1');
    await expect(bar(page)).toHaveCount(0);
    await expectNoPrompt(page);

    await openWithPrompts(page, '/m/inviteFriends');
    await expectNoPrompt(page);

    // A member with a prior deposit (firstDeposit 'Y').
    const { token } = await sim.session('player01');
    await sim.deposit('player01');
    await openWithPrompts(page, `/m/home?token=${token}`);
    await expect(bar(page)).toBeVisible();
    await expectNoPrompt(page);

    // Login required: a deposit rule lists this host, and a visitor has no deposits to tell.
    await page.evaluate(() => sessionStorage.clear());
    await sim.appDownload({ merchant: 'demo', settings: { a2hsDepositDomains: ['127.0.0.1'], a2hsDepositTimes: 2 } });
    await openWithPrompts(page, '/m/home');
    await expect(bar(page)).toBeVisible();
    await expectNoPrompt(page);
  });
});

test.describe('on iOS Safari 17', () => {
  test.use({ userAgent: USER_AGENTS.iosSafari17 });

  test('the guide gives the share-sheet steps and the profile footer; the profile downloads in the same tab, with a note on return', async ({
    page,
  }) => {
    await openWithPrompts(page, '/m/home');
    await expect(bar(page).getByRole('link', { name: 'Download' })).toHaveAttribute('href', '/sim-assets/demo/app.ipa');
    await expectPromptAfter(page);
    const steps = prompt(page).getByRole('listitem');
    await expect(steps).toHaveText([
      'Tap the Share button (a square with an arrow) in the toolbar.',
      'Scroll down and tap "Add to Home Screen".',
      'Tap "Add" in the top corner.',
    ]);
    await snap(page, 'a2hs-ios17-guide');
    await expectAccessible(page, 'iOS guide');
    const download = page.waitForEvent('download');
    await prompt(page).getByRole('button', { name: 'Install profile' }).click();
    expect(new URL((await download).url()).pathname).toBe('/sim-assets/demo/profile.mobileconfig');
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page.getByRole('dialog', { name: 'Profile downloaded' })).toBeVisible();
  });

  test('on the login page the prompt comes after 2 s, as there is no install event', async ({ page }) => {
    await openWithPrompts(page, '/m/login');
    await page.clock.runFor(1_000);
    await expectPromptAfter(page, 250);
  });
});

test.describe('on iOS Safari 12.1', () => {
  test.use({ userAgent: USER_AGENTS.iosSafari12 });

  test('the guide gives the legacy steps; the profile comes after a "go to settings" toast', async ({ page }) => {
    await openWithPrompts(page, '/m/home');
    await expectPromptAfter(page);
    await expect(prompt(page).getByRole('listitem').first()).toHaveText('Tap the Share button at the bottom of the screen.');
    await snap(page, 'a2hs-ios12-legacy');
    const download = page.waitForEvent('download');
    await prompt(page).getByRole('button', { name: 'Install profile' }).click();
    await expect(page.getByText('Go to Settings to install the downloaded profile.')).toBeVisible();
    await page.clock.runFor(1_500);
    expect(new URL((await download).url()).pathname).toBe('/sim-assets/demo/profile.mobileconfig');
  });
});

test.describe('on iOS 26 Safari', () => {
  test.use({ userAgent: USER_AGENTS.iosSafari26 });

  test('the guide starts with the ⋯ menu, the extra step of newer iOS', async ({ page }) => {
    await openWithPrompts(page, '/m/home');
    await expectPromptAfter(page);
    await expect(prompt(page).getByRole('listitem')).toHaveCount(4);
    await expect(prompt(page).getByRole('listitem').first()).toHaveText('Tap the ⋯ button next to the address bar.');
  });
});

test.describe('in Chrome on iOS', () => {
  test.use({ userAgent: USER_AGENTS.iosChrome });

  test('the prompt and the download say to use Safari', async ({ page }) => {
    await openWithPrompts(page, '/m/home');
    await expectPromptAfter(page);
    await expect(prompt(page)).toContainText('Please use Safari for download App.');
    await prompt(page).getByRole('button', { name: 'Close' }).click();
    await bar(page).getByRole('link', { name: 'Download' }).click();
    // The toast: the closed prompt keeps its text in the DOM, hidden, until its exit animation's timer runs.
    await expect(page.getByRole('status').getByText('Please use Safari for download App.')).toBeVisible();
    await expect(page).toHaveURL(/\/m\/home$/);
  });
});

test.describe('in an in-app browser (Facebook on iOS)', () => {
  test.use({ userAgent: USER_AGENTS.facebookIos });

  test('an "open in browser" hint instead of a guide that cannot work', async ({ page }) => {
    await openWithPrompts(page, '/m/home');
    const hint = page.getByRole('dialog', { name: 'Open in your browser' });
    await expect(async () => {
      await page.clock.runFor(500);
      await expect(hint).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 10_000 });
    await expect(hint.getByRole('listitem')).toHaveCount(0);
    await snap(page, 'a2hs-in-app-hint');
  });
});

test.describe('the download bar', () => {
  test('icon, five stars, the gift of the app-download bonus, the Android link in the same tab; close hides it for the session', async ({
    page,
    sim,
  }) => {
    // The bar alone: the add-to-home-screen prompt is off, so the accessibility check sees only the bar.
    await sim.merchant({ merchant: 'demo', whitelabelVal: { A2HS3: false } });
    await openWithPrompts(page, '/m/home');
    await expect(bar(page)).toBeVisible();
    await expect(bar(page).getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();
    await expect(bar(page).getByRole('img', { name: 'Download bonus' })).toBeVisible();
    const link = bar(page).getByRole('link', { name: 'Download' });
    await expect(link).toHaveAttribute('href', '/sim-assets/demo/app.apk');
    await expect(link).not.toHaveAttribute('target', /./);
    await snap(page, 'download-bar');
    await expectAccessible(page, 'download bar');
    await bar(page).getByRole('button', { name: 'Hide the download bar' }).click();
    await expect(bar(page)).toHaveCount(0);
    expect(await page.evaluate(() => sessionStorage.getItem('hideDownloadBar'))).toBe('1');
    await openWithPrompts(page, '/m/home');
    await reactSettled(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test('a store link opens in a new tab; no link, a VIP rank the visitor lacks, or the native app hide the bar', async ({ page, sim }) => {
    await sim.appDownload({ merchant: 'demo', downloads: { Android: 'https://play.example/store/apps/lucky' } });
    await openWithPrompts(page, '/m/home');
    await expect(bar(page).getByRole('link', { name: 'Download' })).toHaveAttribute('target', '_blank');

    await sim.appDownload({ merchant: 'demo', downloads: { Android: null } });
    await openWithPrompts(page, '/m/home');
    await reactSettled(page);
    await expect(bar(page)).toHaveCount(0);

    await sim.appDownload({ merchant: 'demo', downloads: { Android: '/sim-assets/demo/app.apk' }, settings: { downloadBarMinVipRank: 3 } });
    await openWithPrompts(page, '/m/home');
    await reactSettled(page);
    await expect(bar(page)).toHaveCount(0);
  });

  test('the popup lists the ways to install, and its home-screen option opens the prompt', async ({ page }) => {
    // The prompt's own 1 s timer would race the press on the bar: this session already closed it,
    // so only the popup's option brings it back.
    await page.addInitScript(() => sessionStorage.setItem('MC_A2HS_DISMISSED', '1'));
    await openWithPrompts(page, '/m/home');
    await bar(page).getByRole('button', { name: 'More ways to install' }).click();
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    await expect(popup.getByRole('link', { name: 'Android app' })).toHaveAttribute('href', '/sim-assets/demo/app.apk');
    await expect(popup.getByRole('link', { name: 'iPhone app' })).toHaveAttribute('href', '/sim-assets/demo/app.ipa');
    await snap(page, 'download-popup');
    await popup.getByRole('button', { name: 'Add to Home Screen' }).click();
    await expect(prompt(page)).toBeVisible();
  });

  test("while the app-download promotion runs, the popup's go-to-activity button opens its page, after a visitor's login", async ({
    page,
    sim,
  }) => {
    await page.addInitScript(() => sessionStorage.setItem('MC_A2HS_DISMISSED', '1'));
    const popup = page.getByRole('dialog', { name: 'Get the app' });
    await sim.merchant({ promotions: { APP_DOWNLOAD: false } });
    await openWithPrompts(page, '/m/home');
    await bar(page).getByRole('button', { name: 'More ways to install' }).click();
    await expect(popup.getByRole('link', { name: 'Android app' })).toBeVisible();
    await expect(popup.getByRole('button', { name: 'Go to activity' })).toHaveCount(0);

    await sim.merchant({ promotions: { APP_DOWNLOAD: true } });
    await openWithPrompts(page, '/m/home');
    await bar(page).getByRole('button', { name: 'More ways to install' }).click();
    await popup.getByRole('button', { name: 'Go to activity' }).click();
    // The promotions are a member's page: a visitor logs in first and comes back to it.
    await expect(page).toHaveURL(/\/m\/login\?redirectUrl=%2Fm%2Factivity%3Ftype%3DAPP_DOWNLOAD$/);
    await expect(popup).toHaveCount(0);
    const login = loginPage(page);
    await login.fill('player01', 'Passw0rd!');
    await login.submit.click();
    await expect(page).toHaveURL(/\/m\/activity\?type=APP_DOWNLOAD$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
  });
});

test.describe('the forced app download', () => {
  test('appears after a deposit, hides when the count rises past 5, and polls every 30 s until logout', async ({ page, sim }) => {
    const { token } = await sim.session('player01');
    await openWithPrompts(page, `/m/home?token=${token}`);
    const forced = page.getByRole('dialog', { name: 'Get our app' });
    const polls = async () => (await sim.calls('/wps/relay/MCSFE_getDepositSettings')).length;
    await expect.poll(polls).toBeGreaterThanOrEqual(1);
    // The first answer was 0 deposits, so the add-to-home-screen prompt may show; close it.
    await expectPromptAfter(page);
    await prompt(page).getByRole('button', { name: 'Close' }).click();

    await sim.deposit('player01');
    await page.clock.runFor(30_000);
    await expect(forced).toBeVisible();
    await snap(page, 'forced-download');
    await expectAccessible(page, 'forced app download');

    await sim.deposit('player01', 5);
    const before = await polls();
    await page.clock.runFor(30_000);
    await expect.poll(polls).toBe(before + 1);
    await expect(forced).toHaveCount(0);
  });

  test('no poll after logout', async ({ page, sim }) => {
    const { token } = await sim.session('player01');
    await openWithPrompts(page, `/m/home?token=${token}`);
    const polls = async () => (await sim.calls('/wps/relay/MCSFE_getDepositSettings')).length;
    await expectPromptAfter(page);
    await prompt(page).getByRole('button', { name: 'Close' }).click();
    await page.clock.runFor(30_000);
    await expect.poll(polls).toBeGreaterThanOrEqual(2);
    await logOut(page);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await reactSettled(page);
    const after = await polls();
    await page.clock.runFor(90_000);
    await reactSettled(page);
    expect(await polls()).toBe(after);
  });
});

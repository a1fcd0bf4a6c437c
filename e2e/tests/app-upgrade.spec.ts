import type { Page } from '@playwright/test';
import { installStandInBridge, type StandInAppInfo } from '@lotto/install/testing/native-stand-in';
import { expect, test } from '../lib/fixtures';
import { SETTLE_MS } from '../lib/home-popups';
import { USER_AGENTS } from '../lib/install-prompts';
import { snap } from '../lib/screenshot';

/**
 * Issue 11, spec 001 §2 screen 7 and §5: inside the native app, the upgrade modal. The native
 * app is the install package's stand-in bridge, put on the page before the app starts; `inApp=1`
 * in the address is how the app knows it runs in the native app's webview.
 */

const LINK = '/downloads/lotto-2.5.0.apk';
const TITLE = 'Version 2.5.0 is here';
const DESCRIPTION = 'Faster draws and a new results page.';
/** Spec 001 §9: the upgrade modal hides with a 250 ms animation before it is removed. */
const MODAL_ANIMATION_MS = 250;

type DownloadLinks = NonNullable<StandInAppInfo['upgrade']>['links'];

function nativeApp(version: string, links: DownloadLinks = { Android: LINK }): StandInAppInfo {
  return { version, platform: 'Android', upgrade: { version: '2.5.0', title: TITLE, description: DESCRIPTION, links } };
}

/** The install feature, the modal's, starts once the page has settled: the wait passes on Playwright's clock. */
async function openSettled(page: Page, path: string): Promise<void> {
  await page.clock.install();
  await page.goto(path);
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLE_MS);
}

async function openInApp(page: Page, app: StandInAppInfo, path = '/m/home?inApp=1'): Promise<void> {
  await page.addInitScript(installStandInBridge, app);
  await openSettled(page, path);
}

/** The install feature has started (its start-up update check went out), so a modal would be up by now. */
async function installFeatureStarted(page: Page): Promise<void> {
  await page.waitForRequest((request) => new URL(request.url()).pathname === '/m/asset-manifest.json');
}

function upgradeModal(page: Page) {
  return page.getByRole('dialog', { name: TITLE });
}

test('with MANDATORYAPPUPDATES3 on there is no close, and Escape does not close it', async ({ page, sim }) => {
  await sim.merchant({ whitelabelVal: { MANDATORYAPPUPDATES3: true } });
  await openInApp(page, nativeApp('2.4.40'));
  const modal = upgradeModal(page);
  await expect(modal).toBeVisible({ timeout: 10_000 });
  await expect(modal.getByRole('button', { name: 'Close' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(modal).toHaveAttribute('data-state', 'shown');
  await snap(page, 'app-upgrade-mandatory');
});

test("with no download link for the app's platform nothing is shown", async ({ page }) => {
  const started = installFeatureStarted(page);
  await openInApp(page, nativeApp('2.4.40', { IOS: '/downloads/lotto-2.5.0.ipa' }));
  await started;
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('outside the native app nothing is shown, whatever the bridge says', async ({ page }) => {
  const started = installFeatureStarted(page);
  await openInApp(page, nativeApp('2.4.40'), '/m/home');
  await started;
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('below 2.4.39 Update Now goes through /m/appDownload, which drops the token and starts the download', async ({ page, sim }) => {
  const { token } = await sim.session('player01');
  await page.route(`**${LINK}`, (route) =>
    route.fulfill({
      body: 'apk',
      headers: { 'content-type': 'application/vnd.android.package-archive', 'content-disposition': 'attachment' },
    }),
  );
  await openInApp(page, nativeApp('2.4.38'), `/m/home?inApp=1&tokens=${token}`);
  const redirect = page.waitForRequest((request) => new URL(request.url()).pathname === '/m/appDownload');
  const download = page.waitForEvent('download');
  await upgradeModal(page).getByRole('button', { name: 'Update Now' }).click({ timeout: 10_000 });

  const asked = new URL((await redirect).url());
  expect(asked.searchParams.get('language')).toBe('EN');
  expect(asked.searchParams.get('tokens')).toBe(token);
  // The page took the token and removed it from the address at once.
  await expect(page).toHaveURL((url) => url.pathname === '/m/appDownload' && !url.searchParams.has('tokens'));
  expect(new URL(page.url()).searchParams.get('language')).toBe('EN');
  expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toContain(token);
  expect(new URL((await download).url()).pathname).toBe(LINK);
  await expect(page.getByRole('status')).toHaveText('Your download is starting. If it does not, tap Download.');
  await snap(page, 'app-download-page');
});

test('from 2.4.39 Update Now asks the native app to open the link', async ({ page }) => {
  await openInApp(page, nativeApp('2.4.39'));
  await upgradeModal(page).getByRole('button', { name: 'Update Now' }).click({ timeout: 10_000 });
  await expect.poll(() => page.evaluate(() => (window as unknown as { lottoNativeOpened: string[] }).lottoNativeOpened)).toEqual([LINK]);
  expect(new URL(page.url()).pathname).toBe('/m/home');
});

test("the simulator's stand-in native app frames the app, offers its upgrade, and opens the link Update Now asks for", async ({
  page,
  sim,
}) => {
  await sim.merchant({ whitelabelVal: { MANDATORYAPPUPDATES3: false } });
  const query = new URLSearchParams({ version: '2.4.40', title: TITLE, description: DESCRIPTION, android: LINK });
  await openSettled(page, `/sim-native?${query}`);
  const app = page.frameLocator('iframe[title="App"]');
  const modal = app.getByRole('dialog', { name: TITLE });
  await expect(modal).toBeVisible({ timeout: 10_000 });
  await expect(modal.getByRole('button', { name: 'Close' })).toBeVisible();
  await snap(page, 'app-upgrade-sim-native');
  await modal.getByRole('button', { name: 'Update Now' }).click();
  await expect(page.locator('output#opened')).toHaveText(`opened ${LINK}`);
});

/**
 * Stops the running clock a moment after the page's now. On a loaded machine that moment may have
 * passed by the time the clock is told (it cannot go back): the page's now is read again.
 */
async function standStill(page: Page): Promise<void> {
  await expect(async () => page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)).toPass({ timeout: 10_000 });
}

test('inside the app, an available upgrade shows the banner with Update Now and close; closing plays the exit: hiding for 250 ms, then removed', async ({
  page,
  sim,
}) => {
  await sim.merchant({ whitelabelVal: { MANDATORYAPPUPDATES3: false } });
  // The clock runs as usual until the modal is up, then stands still: the exit moves only when the journey moves it.
  await openInApp(page, nativeApp('2.4.40'));
  const modal = upgradeModal(page);
  await expect(modal).toHaveAttribute('data-state', 'shown', { timeout: 10_000 });
  await standStill(page);
  await page.clock.runFor(MODAL_ANIMATION_MS);
  await expect(modal).toContainText(DESCRIPTION);
  await expect(modal.getByRole('button', { name: 'Update Now' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Close' })).toBeVisible();
  await snap(page, 'app-upgrade-optional');

  await modal.getByRole('button', { name: 'Close' }).click();
  // Closing, it is still painted but no longer a dialog to assistive technology.
  const leaving = page.getByRole('dialog', { name: TITLE, includeHidden: true });
  await expect(modal).toHaveCount(0);
  await expect(leaving).toHaveAttribute('data-state', 'hiding');
  await page.clock.runFor(MODAL_ANIMATION_MS - 1);
  await expect(leaving).toHaveAttribute('data-state', 'hiding');
  await page.clock.runFor(1);
  await expect(page.getByRole('dialog', { includeHidden: true })).toHaveCount(0);
});

test("outside the native app /m/appDownload offers the merchant's links, this device's first, and downloads nothing by itself", async ({
  page,
  sim,
}) => {
  const { token } = await sim.session('player01');
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.goto(`/m/appDownload?tokens=${token}`);
  const links = page.getByRole('listitem').getByRole('link');
  await expect(links).toHaveText(['Android app', 'iPhone app']);
  await expect(links.first()).toHaveAttribute('href', '/sim-assets/demo/app.apk');
  await expect(links.last()).toHaveAttribute('href', '/sim-assets/demo/app.ipa');
  // Installer files open in this tab (spec 001 §5); the profile installs only on iOS.
  await expect(links.first()).not.toHaveAttribute('target');
  await expect(page.getByRole('button', { name: 'iPhone home-screen profile' })).toHaveCount(0);
  expect(downloads).toBe(0);
  await snap(page, 'app-download-browser');

  const download = page.waitForEvent('download');
  await links.first().click();
  expect(new URL((await download).url()).pathname).toBe('/sim-assets/demo/app.apk');
});

test('/m/appDownload with no link set up says none is available', async ({ page, sim }) => {
  await sim.appDownload({ merchant: 'demo', downloads: { Android: null, IOS: null, MOBILECONFIG: null } });
  const { token } = await sim.session('player01');
  await page.goto(`/m/appDownload?tokens=${token}`);
  // The page's own status, not the spinners' (the route's and the start's can both be up while it loads).
  await expect(page.getByRole('status').filter({ hasText: 'No download is available for this device.' })).toBeVisible();
});

test.describe('/m/appDownload in iOS Safari', () => {
  test.use({ userAgent: USER_AGENTS.iosSafari17 });

  test('puts the iPhone app first and offers the home-screen profile, right to left in Urdu', async ({ page, sim }) => {
    const { token } = await sim.session('player01');
    await page.goto(`/m/appDownload?tokens=${token}`);
    await expect(page.getByRole('listitem').getByRole('link')).toHaveText(['iPhone app', 'Android app']);
    await expect(page.getByRole('button', { name: 'iPhone home-screen profile' })).toBeVisible();
    await snap(page, 'app-download-browser-ios');

    await page.evaluate(() => localStorage.setItem('language', 'UR'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('listitem').getByRole('link')).toHaveCount(2);
    await snap(page, 'app-download-browser-ios-urdu');
  });
});

import type { Page } from '@playwright/test';
import { expectAccessible } from '../lib/a11y';
import { expect, test } from '../lib/fixtures';
import { loginPage } from '../lib/login-page';
import { recordLayoutShifts } from '../lib/layout-shift';
import { snap } from '../lib/screenshot';
import { AUTOPLAY_MS, SETTLE_MS } from '../lib/home-popups';
import { tabLink } from '../lib/tab-bar';

const carousel = (page: Page) => page.getByRole('region', { name: 'Promotions' });
const currentSlide = (page: Page) => page.locator('[aria-roledescription="slide"]:not([inert])');

/** The number of the slide shown (the carousel may have moved on while the journey looked at the page). */
async function shownSlide(page: Page): Promise<number> {
  return Number(/Slide (\d)/.exec((await currentSlide(page).getAttribute('aria-label')) ?? '')?.[1]);
}

/** With the slides paused, steps on with Next to slide `wanted` of 4. */
async function showSlide(page: Page, wanted: number): Promise<void> {
  const steps = (wanted - (await shownSlide(page)) + 4) % 4;
  for (let step = 0; step < steps; step += 1) await carousel(page).getByRole('button', { name: 'Next' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `Slide ${wanted} of 4`);
}

test("a visitor's home paints the first banner at once, sized, and the carousel takes over in the same place; an in-app banner opens its page inside the app: the public invite page", async ({
  page,
}) => {
  await page.goto('/m/home');
  const first = page.locator('img[fetchpriority="high"]').first();
  await expect(first).toHaveAttribute('src', /home-welcome\.svg$/);
  await expect(first).toHaveAttribute('width', '750');
  await expect(first).toHaveAttribute('height', '300');
  const before = await first.boundingBox();
  await expect(carousel(page)).toBeVisible();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', 'Slide 1 of 4');
  const after = await currentSlide(page).locator('img').boundingBox();
  expect(after?.y).toBe(before?.y);
  expect(after?.height).toBe(before?.height);
  await snap(page, 'home-visitor-banners');
  await expectAccessible(page, '/m/home');

  await carousel(page).getByRole('button', { name: 'Pause slides' }).click();
  // Back from the slide shown to the last, through the first (Previous wraps round).
  const shown = await shownSlide(page);
  for (let step = 0; step < shown; step += 1) await carousel(page).getByRole('button', { name: 'Previous' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', 'Slide 4 of 4');
  await currentSlide(page).getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/inviteFriends$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invite friends');
});

test('the banners move on every 5 s, and the pause control stops them', async ({ page }) => {
  // Time moves only when the journey moves it; a step by hand restarts the 5 s wait.
  const start = Date.UTC(2030, 0, 1);
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  await page.goto('/m/home');
  await page.clock.runFor(100);
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLE_MS);
  await expect.poll(async () => (await page.clock.runFor(50), carousel(page).isVisible()), { intervals: [50] }).toBe(true);
  await carousel(page).getByRole('button', { name: 'Next' }).click();
  const after = (await currentSlide(page).getAttribute('aria-label')) ?? '';
  const next = (Number(/Slide (\d)/.exec(after)?.[1]) % 4) + 1;
  await page.clock.runFor(AUTOPLAY_MS - 1);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', after);
  await page.clock.runFor(1);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `Slide ${next} of 4`);
  await carousel(page).getByRole('button', { name: 'Pause slides' }).click();
  await page.clock.runFor(AUTOPLAY_MS * 2);
  await expect(currentSlide(page)).toHaveAttribute('aria-label', `Slide ${next} of 4`);
  // Paused, the slide the player moves to is announced.
  await carousel(page).getByRole('button', { name: 'Next' }).click();
  await expect(carousel(page).locator('[aria-live="polite"]')).toHaveText(`Slide ${(next % 4) + 1} of 4`);
});

test('a lottery banner sends a visitor to log in, and back to the game after', async ({ page }) => {
  await page.goto('/m/home');
  await expect(carousel(page)).toBeVisible();
  await carousel(page).getByRole('button', { name: 'Pause slides' }).click();
  await carousel(page).getByRole('button', { name: 'Next' }).click();
  await expect(currentSlide(page)).toHaveAttribute('aria-label', 'Slide 2 of 4');
  await currentSlide(page).getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/login\?redirectUrl=/);
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/launchGame\?vendor=TCG_LOTTO_VN&code=VNHANOI$/);
});

test("a member's home: the VIP label, progress and the benefits entry of an AUTO label; an outside banner opens outside the app, https added, never with the token; a promotion banner opens the promotion's activity page", async ({
  page,
  context,
  sim,
}) => {
  const { token } = await sim.session('player01');
  await context.route('https://partner.example.com/**', (route) =>
    route.fulfill({ body: '<title>Partner</title>', contentType: 'text/html' }),
  );
  await page.goto(`/m/home?token=${token}`);
  const bar = page.getByRole('progressbar', { name: 'VIP level' });
  await expect(bar).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByText('Gold', { exact: true })).toBeVisible();
  await snap(page, 'home-member-vip');

  await expect(carousel(page)).toBeVisible();
  await carousel(page).getByRole('button', { name: 'Pause slides' }).click();
  await showSlide(page, 3);
  const [outside] = await Promise.all([context.waitForEvent('page'), currentSlide(page).getByRole('link').click()]);
  await outside.waitForLoadState();
  expect(outside.url()).toBe('https://partner.example.com/news?from=banner');
  expect(outside.url()).not.toContain(token);
  expect(await outside.evaluate(() => window.opener)).toBeNull();
  await outside.close();
  await expect(page).toHaveURL(/\/m\/home/);

  await page.getByRole('link', { name: 'Member benefits' }).click();
  await expect(page).toHaveURL(/\/m\/member\/benefits$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Member benefits');

  await page.goBack();
  await carousel(page).getByRole('button', { name: 'Pause slides' }).click();
  await showSlide(page, 1);
  await currentSlide(page).getByRole('link').click();
  await expect(page).toHaveURL(/\/m\/activity\?id=101$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Promotions');
});

test("a member's home keeps its place while the VIP card and the referral entry arrive", async ({ page, sim }) => {
  const layoutShift = await recordLayoutShifts(page);
  // The calls that decide the card and the entry are held until the rest of home is painted.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/MCSFE_getPlayerRankProgress|MCSFE_getMerchantAvailablePromotions/, async (route) => {
    await released;
    await route.continue();
  });
  const { token } = await sim.session('player01');
  // Home's lobby comes once the page has settled, which passes on Playwright's clock.
  await page.clock.install();
  await page.goto(`/m/home?token=${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello,');
  await page.waitForLoadState('load');
  await page.clock.runFor(SETTLE_MS);
  await page.clock.resume();
  await expect(page.locator('.shell-home__games [data-category]').first()).toBeVisible();
  // What comes after the card and the entry (home's "Log out" moved to the account page with the top bar).
  const language = await page.getByLabel('Language').boundingBox();
  release();
  await expect(page.getByRole('progressbar', { name: 'VIP level' })).toHaveAttribute('aria-valuenow', '50');
  await expect(page.getByRole('button', { name: 'Refer friends' }).or(page.getByRole('link', { name: 'Refer friends' }))).toBeVisible();
  expect(await page.getByLabel('Language').boundingBox()).toEqual(language);
  expect(await layoutShift()).toBeLessThanOrEqual(0.01);
});

test('a member whose label is not AUTO sees the progress but no benefits entry, on home and the member page', async ({ page, sim }) => {
  const { token } = await sim.session('agent01');
  await page.goto(`/m/home?token=${token}`);
  await expect(page.getByRole('progressbar', { name: 'VIP level' })).toHaveAttribute('aria-valuenow', '33');
  await expect(page.getByRole('link', { name: 'Member benefits' })).toHaveCount(0);
  await tabLink(page, 'Me').click();
  await expect(page.getByRole('progressbar', { name: 'VIP level' })).toHaveAttribute('aria-valuenow', '33');
});

import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, test } from '../lib/fixtures';
import { floatingAtRest, present } from '../lib/floating';
import { loginPage } from '../lib/login-page';
import { snap } from '../lib/screenshot';
import { tabLink } from '../lib/tab-bar';

/**
 * The oldest phones the spec serves (README, "Supported browsers": Safari 12, Chrome 64). Their syntax
 * level is checked on every emitted file (scripts/check-syntax.mjs); here Chromium loses, before the
 * app loads, every built-in newer than that range, and the player's first steps still work: the app
 * brings stand-ins for what it calls (apps/mobile/src/legacy) and feature-detects the rest.
 */
function removeNewerBuiltins() {
  const remove = (target: object, names: string[]) => {
    for (const name of names) delete (target as Record<string, unknown>)[name];
  };
  // Newer than Safari 12.0 or Chrome 64 (first versions: Safari / Chrome).
  remove(Object, ['fromEntries', 'hasOwn']); // 12.1 / 73; 15.4 / 93
  remove(Array.prototype, ['at', 'flat', 'flatMap', 'findLast', 'findLastIndex']); // 15.4 / 92; 12 / 69; 15.4 / 97
  remove(String.prototype, ['replaceAll', 'matchAll']); // 13.1 / 85; 13 / 73
  remove(Promise, ['allSettled', 'any']); // 13 / 76; 14 / 85
  remove(window, [
    'globalThis', // 12.1 / 71
    // AbortController and AbortSignal (12.1 / 66) stay: this Chromium's fetch refuses any other signal, where
    // theirs knew none and ignored it. Their stand-ins are checked in apps/mobile/src/legacy/builtins.test.ts.
    'queueMicrotask', // 12.1 / 71
    'structuredClone', // 15.4 / 98
    'ResizeObserver', // 13.1 / 64
    'IntersectionObserver', // 12.1 / 58
    'requestIdleCallback', // none / 47
    'WeakRef', // 14.1 / 84
    'FinalizationRegistry',
  ]);
  remove(Object.getPrototypeOf(crypto), ['randomUUID']); // 15.4 / 92
}

/**
 * Pointer Events gone (Safari 13 / Chrome 55): the interface and its handler properties, and the events
 * themselves, which this Chromium still sends for a touch or a mouse; stopped at the window, before
 * any listener of the page, as if the engine had never sent them. Touch and mouse events go through.
 */
function withoutPointerEvents() {
  const types = ['pointerdown', 'pointermove', 'pointerup', 'pointercancel', 'pointerover', 'pointerout', 'pointerenter', 'pointerleave'];
  for (const target of [window, Window.prototype, Document.prototype, HTMLElement.prototype, Element.prototype]) {
    for (const type of types) delete (target as unknown as Record<string, unknown>)[`on${type}`];
  }
  delete (window as unknown as Record<string, unknown>).PointerEvent;
  for (const type of [...types, 'gotpointercapture', 'lostpointercapture']) {
    window.addEventListener(type, (event) => event.stopImmediatePropagation(), { capture: true });
  }
}

/** One finger from one point to another in steps, as the phone's touch screen sends it (no pointer events). */
async function swipeByTouch(cdp: CDPSession, from: { x: number; y: number }, to: { x: number; y: number }) {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  const steps = 8;
  for (let step = 1; step <= steps; step += 1) {
    const x = from.x + ((to.x - from.x) * step) / steps;
    const y = from.y + ((to.y - from.y) * step) / steps;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function centreOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2, box };
}

/** The console line the page writes once loaded: which stand-in built-ins are the browser's own. */
const NATIVE_REPORT = 'native built-ins:';

/**
 * Whether each built-in the app brings a stand-in for (apps/mobile/src/legacy/builtins.ts) is the browser's
 * own, written to the console once the page has loaded: page.evaluate needs the `globalThis` the journey removes.
 */
function reportNativeBuiltins(prefix: string) {
  window.addEventListener('load', () => {
    const builtins = [
      Object.fromEntries,
      Object.hasOwn,
      [].at,
      [].flat,
      [].flatMap,
      Promise.allSettled,
      window.AbortController,
      window.AbortSignal,
    ];
    const native = builtins.map((value) => typeof value === 'function' && /\[native code\]/.test(Function.prototype.toString.call(value)));
    console.info(prefix + JSON.stringify(native));
  });
}

/** What the page reported of its built-ins, once it has. */
function nativeBuiltins(page: Page): Promise<boolean[]> {
  return new Promise((resolve) => {
    page.on('console', (message) => {
      if (message.text().startsWith(NATIVE_REPORT)) resolve(JSON.parse(message.text().slice(NATIVE_REPORT.length)) as boolean[]);
    });
  });
}

test('without the built-ins newer than Safari 12 and Chrome 64, a visitor reaches home, logs in and moves around', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(removeNewerBuiltins);
  await page.addInitScript(withoutPointerEvents);
  await page.addInitScript(reportNativeBuiltins, NATIVE_REPORT);
  const native = nativeBuiltins(page);

  await page.goto('/m/home');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/m\/login$/);
  const login = loginPage(page);
  await login.fill('player01', 'Passw0rd!');
  await login.submit.click();
  await expect(page).toHaveURL(/\/m\/home$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await tabLink(page, 'Me').click();
  await expect(page).toHaveURL(/\/m\/member/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  await page.waitForLoadState('networkidle');
  await snap(page, 'oldest-browsers-member-home');

  // The app ran on its stand-ins, not on built-ins the page got back some other way.
  expect(await native).toEqual([...Array(6).fill(false), true, true]);
  expect(errors).toEqual([]);
});

test('a browser that has them all keeps its own', async ({ page }) => {
  await page.addInitScript(reportNativeBuiltins, NATIVE_REPORT);
  const native = nativeBuiltins(page);
  await page.goto('/m/home');
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  expect(await native).toEqual(Array(8).fill(true));
});

test.describe('on a touch screen without Pointer Events (Safari 12)', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('a member swipes the banners and drags the mini game to the other side with a finger', async ({ page, context, sim }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.addInitScript(withoutPointerEvents);
    const cdp = await context.newCDPSession(page);
    const { token } = await sim.session('player01');
    await page.goto(`/m/home?token=${token}`);
    expect(await page.evaluate(() => typeof window.PointerEvent)).toBe('undefined');

    const carousel = page.getByRole('region', { name: 'Promotions' });
    const current = page.locator('[aria-roledescription="slide"]:not([inert])');
    await carousel.getByRole('button', { name: 'Pause slides' }).click();
    await expect(current).toHaveAttribute('aria-label', 'Slide 1 of 4');
    const viewport = await centreOf(page.locator('.popups-banners__viewport'));
    const sideways = viewport.box.width * 0.3;
    await swipeByTouch(cdp, { x: viewport.x + sideways, y: viewport.y }, { x: viewport.x - sideways, y: viewport.y + 5 });
    await expect(current).toHaveAttribute('aria-label', 'Slide 2 of 4');
    await expect(page).toHaveURL(/\/m\/home/);

    const widget = page.getByRole('button', { name: 'Open the mini game' });
    await expect(widget).toBeVisible({ timeout: 15_000 });
    const rest = present((await floatingAtRest(page)).miniGame, 'the mini game');
    const screenWidth = page.viewportSize()?.width ?? 0;
    const start = { x: rest.x + rest.width / 2, y: rest.y + rest.height / 2 };
    expect(start.x).toBeGreaterThan(screenWidth / 2);
    await swipeByTouch(cdp, start, { x: start.x - screenWidth * 0.6, y: start.y - 100 });
    // It rests on the start (left) side, 2 % of the width from it, and the drag opened nothing.
    await expect.poll(async () => (await centreOf(widget)).box.x).toBeCloseTo(screenWidth * 0.02, 0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});

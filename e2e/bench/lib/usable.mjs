import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import puppeteer from 'puppeteer-core';
import { CHROME_FLAGS, CHROMIUM_PATH } from './measure.mjs';

/**
 * Usable time (issue 29): the first frame in which the page's main control is on screen with its
 * text and carries React's props, so that a tap does something. Measured in Chromium with applied
 * (DevTools) throttling, Lighthouse's slow 4G and 4x CPU, so that the page's own waterfall, not a
 * simulation of it, sets the time: a cold visit in a fresh profile, then a repeat visit in the
 * same profile once the first has settled (the HTTP cache, and the service worker where the app
 * has one).
 */

/** Lighthouse's mobile throttling (its "applied" figures for slow 4G). */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: (1474.56 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** Lighthouse's moto g power screen. */
const VIEWPORT = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const USABLE_TIMEOUT_MS = 40_000;
/** After usable, how long the page keeps being watched for long tasks and shifts (TBT, CLS). */
const WATCH_AFTER_USABLE_MS = 3_000;
/** Before the repeat visit: the cold one's service worker and late features get this long to settle. */
const SETTLE_BEFORE_REPEAT_MS = 12_000;

/**
 * What each page's main control is, as CSS selectors: every one must be on screen, with its text
 * (its own, or its label's for a field) and React's props on the element.
 */
export const MAIN_CONTROLS = {
  'floor /m/home': ['main button'],
  'floor /m/login': ['main button'],
  'product /m/home': ['a[href^="/m/login"]'],
  'product /m/login': ['form input[name="username"]', 'form button[type="submit"]'],
};
/** Where the first platform banner image shows (home's banner, then the carousel that takes it over); not the artwork before it. */
export const BANNER_IMAGES = { 'product /m/home': '[class*="banner"] img, img[class*="banner"]' };

/**
 * Runs in the page from its first script on: every animation frame it checks the main controls,
 * and keeps the frame's time once they are all usable; long tasks and layout shifts are observed
 * from the start. Plain ES5, the page's own globals left alone except one.
 */
function probe([selectors, bannerSelector]) {
  var page = globalThis;
  var document = page.document;
  var state = { usableMs: null, banner: null, longTasks: [], cls: 0, fcpMs: null };
  page.__usableProbe = state;
  function hasReactProps(el) {
    for (var key in el) if (key.indexOf('__reactProps$') === 0) return true;
    return false;
  }
  function textOf(el) {
    if (el.tagName === 'INPUT') {
      var label = el.labels && el.labels[0] ? el.labels[0].textContent : '';
      return (label || el.getAttribute('aria-label') || el.placeholder || '').trim();
    }
    return (el.textContent || '').trim();
  }
  function onScreen(el) {
    var box = el.getBoundingClientRect();
    if (box.width <= 0 || box.height <= 0) return false;
    if (box.bottom <= 0 || box.top >= page.innerHeight || box.right <= 0 || box.left >= page.innerWidth) return false;
    var style = page.getComputedStyle(el);
    return style.visibility !== 'hidden' && style.display !== 'none' && Number(style.opacity) > 0;
  }
  function usable(selector) {
    var all = document.querySelectorAll(selector);
    for (var i = 0; i < all.length; i++) if (onScreen(all[i]) && textOf(all[i]) && hasReactProps(all[i])) return true;
    return false;
  }
  function bannerShown() {
    if (!bannerSelector) return false;
    var images = document.querySelectorAll(bannerSelector);
    for (var i = 0; i < images.length; i++) {
      var img = images[i];
      // The merchant's artwork holds the banner's place as a data: image until the platform's first banner comes.
      if (!/^data:/.test(img.currentSrc || img.src) && img.complete && img.naturalWidth > 0 && onScreen(img)) return true;
    }
    return false;
  }
  function frame(time) {
    if (state.usableMs === null && document.body && selectors.every(usable)) state.usableMs = Math.round(time);
    if (state.banner === null && document.body && bannerShown()) state.banner = Math.round(time);
    if (state.usableMs === null || (bannerSelector && state.banner === null)) page.requestAnimationFrame(frame);
  }
  page.requestAnimationFrame(frame);
  try {
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        state.longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      });
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (!entry.hadRecentInput) state.cls += entry.value;
      });
    }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.name === 'first-contentful-paint') state.fcpMs = Math.round(entry.startTime);
      });
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // An engine without one of them reports what it has.
  }
}

/** Total blocking time as Lighthouse counts it: each long task's time beyond 50 ms, from the first contentful paint on. */
function totalBlocking(longTasks, fromMs) {
  return longTasks.reduce((sum, [start, duration]) => (start + duration > fromMs ? sum + Math.max(0, duration - 50) : sum), 0);
}

async function visit(page, url, { keepRequests } = {}) {
  const requests = new Map();
  const onRequest = (request) => requests.set(request, { url: request.url(), atMs: Date.now() });
  const onFinished = (request) => {
    const kept = requests.get(request);
    if (kept) {
      kept.doneMs = Date.now();
      kept.fromServiceWorker = request.response()?.fromServiceWorker() ?? false;
    }
  };
  if (keepRequests) {
    page.on('request', onRequest);
    page.on('requestfinished', onFinished);
  }
  const started = Date.now();
  await page.goto(url, { waitUntil: 'domcontentloaded', timeout: USABLE_TIMEOUT_MS });
  // A page never usable within the time counts as not usable (null), and the run goes on.
  await page
    .waitForFunction(() => globalThis.__usableProbe && globalThis.__usableProbe.usableMs !== null, {
      timeout: USABLE_TIMEOUT_MS,
      polling: 100,
    })
    .catch(() => undefined);
  await new Promise((resolve) => setTimeout(resolve, WATCH_AFTER_USABLE_MS));
  const state = await page.evaluate(() => globalThis.__usableProbe);
  page.off('request', onRequest);
  page.off('requestfinished', onFinished);
  const sinceStart = (entry) => ({
    url: entry.url,
    atMs: entry.atMs - started,
    doneMs: entry.doneMs ? entry.doneMs - started : null,
    fromServiceWorker: entry.fromServiceWorker ?? false,
  });
  return {
    usableMs: state.usableMs,
    fcpMs: state.fcpMs,
    bannerMs: state.banner,
    tbtMs: totalBlocking(state.longTasks, state.fcpMs ?? 0),
    cls: Number(state.cls.toFixed(3)),
    load: Number(loadavg()[0].toFixed(2)),
    ...(keepRequests
      ? { requests: [...requests.values()].filter((entry) => !entry.url.startsWith('data:')).map(sinceStart), longTasks: state.longTasks }
      : {}),
  };
}

async function throttledPage(browser, watched) {
  const page = await browser.newPage();
  await page.setViewport(VIEWPORT);
  const cdp = await page.createCDPSession();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.evaluateOnNewDocument(probe, watched);
  return page;
}

/**
 * One cold visit in a fresh profile and one repeat visit in the same profile. `keepRequests`
 * keeps each visit's requests with the time each was asked for and whether the service worker
 * answered it, and its long tasks (the waves of a trace).
 */
export async function usableRun(url, { controls, banner }, { keepRequests = false } = {}) {
  const watched = [controls, banner ?? null];
  const profile = mkdtempSync(join(tmpdir(), 'usable-bench-'));
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    userDataDir: profile,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  try {
    const coldPage = await throttledPage(browser, watched);
    const cold = await visit(coldPage, url, { keepRequests });
    // The repeat visit comes once the first has settled: its service worker installed, its late features in.
    await new Promise((resolve) => setTimeout(resolve, SETTLE_BEFORE_REPEAT_MS));
    await coldPage.evaluate(() =>
      'serviceWorker' in navigator
        ? navigator.serviceWorker
            .getRegistration()
            .then((found) => found && Promise.race([navigator.serviceWorker.ready, new Promise((resolve) => setTimeout(resolve, 10_000))]))
        : null,
    );
    await coldPage.close();
    const repeatPage = await throttledPage(browser, watched);
    const repeat = await visit(repeatPage, url, { keepRequests });
    return { cold, repeat };
  } finally {
    await browser.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

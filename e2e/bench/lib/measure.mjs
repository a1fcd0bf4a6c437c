import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { assertMember, SESSION_KEY, seedSession } from './member-session.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Playwright's Chromium for the byte counts (Lighthouse launches its own per run). */
export function launchBrowser() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')) });
}

/** The scripts, and their gzip bytes, a page asks for before its first heading shows; a member's with `session`. */
export async function scriptBytes(browser, url, session) {
  const page = await browser.newPage({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  if (session) await page.addInitScript(seedSession, [new URL(url).origin, SESSION_KEY, JSON.stringify(session)]);
  // Scripts asked for before the page is usable; idle warm-ups afterwards do not count.
  const pending = [];
  let usable = false;
  page.on('request', (request) => {
    if (usable || request.resourceType() !== 'script') return;
    pending.push(
      request
        .response()
        .then(async (response) => (response ? { url: request.url(), gzip: gzipSync(await response.body(), { level: 9 }).length } : null))
        .catch(() => null),
    );
  });
  await page.goto(url);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  usable = true;
  if (session) await assertMember(page);
  const loads = [...new Map((await Promise.all(pending)).filter(Boolean).map((load) => [load.url, load])).values()];
  await page.close();
  return { files: loads.length, gzipBytes: loads.reduce((sum, load) => sum + load.gzip, 0) };
}

/** One unthrottled visit, up to the load event: the server's code and files warm before a measured run. */
export async function warmUp(browser, url) {
  const page = await browser.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.close();
}

/**
 * What the largest paint was and where its time went (Lighthouse's phases: time to first byte,
 * load delay, load time, render delay), so a slow LCP says what to work on.
 */
function largestPaint(audit) {
  const [element, phases] = audit?.details?.items ?? [];
  const snippet = element?.items?.[0]?.node?.snippet;
  const timings = Object.fromEntries((phases?.items ?? []).map((item) => [item.phase, Math.round(item.timing)]));
  return snippet ? { lcpElement: snippet, lcpPhases: timings } : {};
}

/** One Lighthouse mobile run (its default: simulated slow 4G and 4x CPU) in a fresh Chromium; a member's with `session`. */
export async function lighthouseRun(url, session) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  // A member's runs hand Lighthouse a tab that seeds the session before every document.
  const browser = session ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` }) : null;
  try {
    const page = browser ? await browser.newPage() : undefined;
    if (page) await page.evaluateOnNewDocument(seedSession, [new URL(url).origin, SESSION_KEY, JSON.stringify(session)]);
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
      undefined,
      page,
    );
    if (page) await assertMember(page);
    const { audits, categories } = result.lhr;
    return {
      performance: Math.round((categories.performance.score ?? 0) * 100),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      ...largestPaint(audits['largest-contentful-paint-element']),
    };
  } finally {
    await browser?.disconnect();
    await chrome.kill();
  }
}

/** Each figure's median over the runs, the runs kept beside it. */
export function medians(runs) {
  const pick = (key) => median(runs.map((run) => run[key]));
  return { performance: pick('performance'), fcpMs: pick('fcpMs'), lcpMs: pick('lcpMs'), tbtMs: pick('tbtMs'), cls: pick('cls'), runs };
}

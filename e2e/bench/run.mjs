import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

/**
 * `pnpm bench`: for each case, the gzip JavaScript loaded before the page is usable, and
 * Lighthouse's mobile figures (median of 3 runs) against the simulator. Figures land in
 * bench-results/bench.json; nothing here is a pass/fail test.
 */

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/**
 * Unset, the simulator and its line hosts take free ports, so the bench runs beside `./start.sh`
 * (8080-8083), the Auth emulator (9099, 4400, 4500) and journey runs. BENCH_PORT pins the
 * simulator's port; its line hosts then take the next three.
 */
const PORT = process.env.BENCH_PORT ?? '0';
const SIM_START_TIMEOUT_MS = 60_000;
/**
 * A visitor's home, a member's home (a seeded member's session in the tab before the app starts,
 * where a login leaves it), and the login page. `BENCH_CASES` picks some by name
 * (comma-separated, e.g. `member /m/home`), `BENCH_RUNS` the Lighthouse runs per case: for a
 * quick look, never for figures quoted.
 */
const CASES = [
  { name: 'visitor /m/home', route: '/m/home' },
  { name: 'member /m/home', route: '/m/home', member: 'player01' },
  { name: '/m/login', route: '/m/login' },
];
const CHOSEN = process.env.BENCH_CASES?.split(',').map((name) => name.trim());
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** The app's session key and shape (app-core's STORAGE_KEYS.sessionInfo, written by startSessionPersistence). */
const SESSION_KEY = 'MC_SESSION_INFO';
const MERCHANT = 'demo';
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Starts the simulator and resolves with the origin it prints once it listens. */
function startSimulator() {
  const child = spawn('pnpm', ['--filter', '@lotto/platform-sim', 'start'], {
    cwd: ROOT,
    env: { ...process.env, PORT, HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  const origin = new Promise((resolve, reject) => {
    let printed = '';
    const timer = setTimeout(
      () => reject(new Error(`the simulator did not listen within ${SIM_START_TIMEOUT_MS} ms`)),
      SIM_START_TIMEOUT_MS,
    );
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk) => {
      printed += chunk;
      const found = /Platform simulator and app: (http:\/\/\S+?)\/m\/home/.exec(printed);
      if (!found) return;
      clearTimeout(timer);
      resolve(found[1]);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the simulator stopped (exit ${code}) before it listened`));
    });
  });
  return { child, origin };
}

/** A logged-in session for a seeded member, from the simulator's control API, as the app keeps it. */
async function memberSession(origin, username) {
  const response = await fetch(`${origin}/__sim/session`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username, merchant: MERCHANT }),
  });
  if (!response.ok) throw new Error(`no session for ${username}: ${response.status} ${await response.text()}`);
  const { token, id, userName, type } = await response.json();
  return { token, id, userName, type, merchantCode: MERCHANT, firstTimeLogin: false };
}

/** Runs in every document before the app: the session goes in on the simulator's origin only. */
function seedSession([origin, key, info]) {
  if (globalThis.location.origin === origin) globalThis.sessionStorage.setItem(key, info);
}

/** A member's figures are a member's only if the app kept the session (a refused token logs out). */
async function assertMember(page) {
  if (!(await page.evaluate((key) => sessionStorage.getItem(key) !== null, SESSION_KEY)))
    throw new Error('the seeded session did not hold: the app logged the member out');
}

async function scriptBytes(browser, origin, route, session) {
  const page = await browser.newPage({ viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true });
  if (session) await page.addInitScript(seedSession, [origin, SESSION_KEY, JSON.stringify(session)]);
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
  await page.goto(`${origin}${route}`);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  usable = true;
  if (session) await assertMember(page);
  const loads = [...new Map((await Promise.all(pending)).filter(Boolean).map((load) => [load.url, load])).values()];
  await page.close();
  return { files: loads.length, gzipBytes: loads.reduce((sum, load) => sum + load.gzip, 0) };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function lighthouseRuns(origin, route, session) {
  const runs = [];
  for (let i = 0; i < RUNS; i += 1) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
    // A member's runs hand Lighthouse a tab that seeds the session before every document.
    const browser = session ? await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` }) : null;
    try {
      const page = browser ? await browser.newPage() : undefined;
      if (page) await page.evaluateOnNewDocument(seedSession, [origin, SESSION_KEY, JSON.stringify(session)]);
      const result = await lighthouse(
        `${origin}${route}`,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        undefined,
        page,
      );
      if (page) await assertMember(page);
      const { audits, categories } = result.lhr;
      runs.push({
        performance: Math.round((categories.performance.score ?? 0) * 100),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    } finally {
      await browser?.disconnect();
      await chrome.kill();
    }
  }
  return {
    performance: median(runs.map((run) => run.performance)),
    lcpMs: median(runs.map((run) => run.lcpMs)),
    tbtMs: median(runs.map((run) => run.tbtMs)),
    cls: median(runs.map((run) => run.cls)),
    runs,
  };
}

const sim = startSimulator();
try {
  const origin = await sim.origin;
  console.log(`Benchmarking against ${origin}`);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROME_FLAGS.filter((flag) => !flag.startsWith('--headless')),
  });
  const results = [];
  for (const { name, route, member } of CASES.filter((entry) => !CHOSEN || CHOSEN.includes(entry.name))) {
    const session = member ? await memberSession(origin, member) : undefined;
    const js = await scriptBytes(browser, origin, route, session);
    const lh = await lighthouseRuns(origin, route, session);
    results.push({ case: name, route, jsFiles: js.files, jsGzipBytes: js.gzipBytes, ...lh });
  }
  await browser.close();
  mkdirSync(`${ROOT}/bench-results`, { recursive: true });
  writeFileSync(`${ROOT}/bench-results/bench.json`, JSON.stringify({ at: new Date().toISOString(), runs: RUNS, results }, null, 2));
  console.log('\n| case | JS files | JS gzip (bytes) | Lighthouse perf | LCP (ms) | TBT (ms) | CLS |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(`| ${r.case} | ${r.jsFiles} | ${r.jsGzipBytes} | ${r.performance} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`);
  console.log(`\nWritten to bench-results/bench.json (median of ${RUNS} Lighthouse mobile runs).`);
} finally {
  try {
    process.kill(-sim.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { launchBrowser, lighthouseRun, medians, scriptBytes, warmUp } from './lib/measure.mjs';
import { ROOT, startSimulator } from './lib/simulator.mjs';
import { BANNER_IMAGES, MAIN_CONTROLS, usableRun } from './lib/usable.mjs';
import { usableSummary, usableTable } from './lib/usable-summary.mjs';

/**
 * `pnpm bench --compare`: the product against the floor app (e2e/bench/floor: the same libraries, a
 * heading and two buttons), each served under /m/ by its own simulator. Rounds alternate between the
 * two, so a machine that slows down mid-run slows both; the medians and the product's LCP over the
 * floor's land in bench-results/compare.{json,md}. Figures, not a test: CI keeps only the byte budget.
 *
 * Beside Lighthouse's figures, each round measures when each page is usable (lib/usable.mjs), cold
 * and on a repeat visit, and the ratio to the floor's same route in the same round: the median of
 * those ratios is the figure that holds on a shared machine, each quoted with the load average of
 * its runs. `BENCH_LIGHTHOUSE=0` leaves Lighthouse out and `BENCH_ROUTES=/m/login` keeps one route
 * (both sides of it), for a quick look while working on a step.
 */

/** BENCH_ROUNDS lowers it for a quick look on a busy machine; the figures that count need 5 on an idle one. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FLOOR_DIST = `${ROOT}/e2e/bench/floor/dist`;
/** The product's build, `BENCH_PRODUCT_DIST` when another than the last `pnpm build` is to be measured (a variant under trial). */
const PRODUCT_DIST = process.env.BENCH_PRODUCT_DIST ?? `${ROOT}/apps/mobile/dist`;
const LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== '0';
/** Another build of the product (`BENCH_BEFORE_DIST`, e.g. main's) measured in the same rounds: before and after under the same load. */
const BEFORE_DIST = process.env.BENCH_BEFORE_DIST;
const withBefore = (pages) =>
  BEFORE_DIST
    ? pages.flatMap((page) =>
        page.app === 'product'
          ? [
              { ...page, name: page.name.replace('product', 'before'), app: 'before' },
              { ...page, before: page.name.replace('product', 'before') },
            ]
          : [page],
      )
    : pages;
const ROUTES = process.env.BENCH_ROUTES?.split(',').map((route) => route.trim());
const PAGES = withBefore([
  { name: 'floor /m/home', app: 'floor', route: '/m/home' },
  { name: 'product /m/home', app: 'product', route: '/m/home' },
  { name: 'product /m/login', app: 'product', route: '/m/login' },
]).filter((page) => !ROUTES || ROUTES.includes(page.route) || page.name === 'floor /m/home');
/** The usable measure's pages: each product route beside the floor's same address. */
const USABLE_PAGES = withBefore([
  { name: 'floor /m/home', app: 'floor', route: '/m/home' },
  { name: 'product /m/home', app: 'product', route: '/m/home', floor: 'floor /m/home' },
  { name: 'floor /m/login', app: 'floor', route: '/m/login' },
  { name: 'product /m/login', app: 'product', route: '/m/login', floor: 'floor /m/login' },
]).filter((page) => !ROUTES || ROUTES.includes(page.route));
const uptime = () => loadavg().map((value) => Number(value.toFixed(2)));

/**
 * Every side is served the same way: its build named by APP_DIST, its own simulator with three line
 * hosts, all on free ports or, with BENCH_PORT, each on its own block of four from there (simulator,
 * then its line hosts). The product's used to be the one pinned and found without APP_DIST; an A/A
 * run (BENCH_BEFORE_DIST=$PWD/apps/mobile/dist) shows what skew is left between two sides.
 */
const SIDE_PORT_BLOCK = 4;
const DISTS = { floor: FLOOR_DIST, product: PRODUCT_DIST, ...(BEFORE_DIST ? { before: BEFORE_DIST } : {}) };
const sidePort = (index) => (process.env.BENCH_PORT ? String(Number(process.env.BENCH_PORT) + index * SIDE_PORT_BLOCK) : '0');
const sims = Object.fromEntries(
  Object.entries(DISTS).map(([app, appDist], index) => [app, startSimulator({ appDist, port: sidePort(index) })]),
);

/**
 * A round's order of the usable runs: the routes in turn (reversed every other round) and, within a
 * route, its sides rotated by the round, so that each side takes each place (first, after the floor,
 * last) as often as the others: with a before build, plain alternation left it always in the middle.
 */
function roundOrder(pages, round) {
  const routes = [...new Set(pages.map((page) => page.route))];
  return (round % 2 === 0 ? routes : routes.reverse()).flatMap((route) => {
    const sides = pages.filter((page) => page.route === route);
    const shift = round % sides.length;
    return [...sides.slice(shift), ...sides.slice(0, shift)];
  });
}
try {
  const origins = Object.fromEntries(await Promise.all(Object.entries(sims).map(async ([app, sim]) => [app, await sim.origin])));
  console.log(
    `${Object.entries(origins)
      .map(([app, origin]) => `${app} at ${origin}`)
      .join(', ')}; ${ROUNDS} round(s)`,
  );
  const url = (page) => `${origins[page.app]}${page.route}`;

  const loadAtStart = uptime();
  const browser = await launchBrowser();
  const bytes = new Map();
  for (const page of PAGES) bytes.set(page.name, await scriptBytes(browser, url(page)));
  // Each simulator serves each usable page once before the rounds, so no side's first run pays its server's warm-up.
  for (const page of USABLE_PAGES) await warmUp(browser, url(page));
  await browser.close();

  const runs = new Map(PAGES.map((page) => [page.name, []]));
  const usableRuns = new Map(USABLE_PAGES.map((page) => [page.name, []]));
  let trace;
  for (let round = 0; round < ROUNDS; round += 1) {
    // Every other round the floor goes first, so neither side always follows the other.
    const order = round % 2 === 0 ? PAGES : [...PAGES].reverse();
    for (const page of LIGHTHOUSE ? order : []) {
      const run = await lighthouseRun(url(page));
      runs.get(page.name).push(run);
      console.log(`round ${round + 1}/${ROUNDS} ${page.name}: perf ${run.performance}, FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms`);
    }
    for (const page of roundOrder(USABLE_PAGES, round)) {
      // The first round's cold login keeps its requests: the waves a trace of it shows.
      const keepRequests = round === 0 && page.name === 'product /m/login';
      const asProduct = page.name.replace('before', 'product');
      const run = await usableRun(url(page), { controls: MAIN_CONTROLS[asProduct], banner: BANNER_IMAGES[asProduct] }, { keepRequests });
      if (keepRequests) trace = run.cold.requests;
      for (const visit of [run.cold, run.repeat]) {
        delete visit.requests;
        delete visit.longTasks;
      }
      usableRuns.get(page.name).push(run);
      console.log(
        `round ${round + 1}/${ROUNDS} ${page.name}: usable cold ${run.cold.usableMs} ms, repeat ${run.repeat.usableMs} ms ` +
          `(TBT ${run.cold.tbtMs} ms, CLS ${run.cold.cls}, load ${run.cold.load})`,
      );
    }
  }
  const usable = usableSummary(USABLE_PAGES, usableRuns);

  const floorLcp = LIGHTHOUSE ? medians(runs.get(PAGES[0].name)).lcpMs : 0;
  const results = (LIGHTHOUSE ? PAGES : []).map((page) => {
    const figures = medians(runs.get(page.name));
    const js = bytes.get(page.name);
    return {
      page: page.name,
      jsFiles: js.files,
      jsGzipBytes: js.gzipBytes,
      ...figures,
      lcpOverFloor: Number((figures.lcpMs / floorLcp).toFixed(2)),
    };
  });

  const table = [
    '| page | JS files | JS gzip (bytes) | score | FCP ms | LCP ms | TBT ms | CLS | LCP / floor |',
    '|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (r) =>
        `| ${r.page} | ${r.jsFiles} | ${r.jsGzipBytes} | ${r.performance} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.lcpOverFloor.toFixed(2)} |`,
    ),
  ].join('\n');
  const usableMd = usableTable(usable);
  const at = new Date().toISOString();
  const load = { atStart: loadAtStart, atEnd: uptime() };
  const loadLine = `load average (1, 5, 15 min) at the start ${load.atStart.join(', ')}, at the end ${load.atEnd.join(', ')}`;
  mkdirSync(`${ROOT}/bench-results`, { recursive: true });
  writeFileSync(`${ROOT}/bench-results/compare.json`, JSON.stringify({ at, rounds: ROUNDS, load, results, usable, trace }, null, 2));
  const markdown =
    `Median of ${ROUNDS} alternating round(s), ${at}; ${loadLine}\n\n` +
    `## Usable (applied slow 4G and 4x CPU; ratios: median of each round's ratio to the floor's same address)\n\n${usableMd}\n\n` +
    (LIGHTHOUSE ? `## Lighthouse mobile (simulated throttling)\n\n${table}\n` : '');
  writeFileSync(`${ROOT}/bench-results/compare.md`, markdown);
  console.log(`\n${markdown}\nWritten to bench-results/compare.json and compare.md (median of ${ROUNDS} alternating round(s)).`);
} finally {
  Object.values(sims).forEach((sim) => sim.stop());
}

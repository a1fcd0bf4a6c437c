import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBrowser, lighthouseRun, medians, scriptBytes } from './lib/measure.mjs';
import { ROOT, startSimulator } from './lib/simulator.mjs';

/**
 * `pnpm bench --compare`: the product against the floor app (e2e/bench/floor: the same libraries, a
 * heading and two buttons), each served under /m/ by its own simulator. Rounds alternate between the
 * two, so a machine that slows down mid-run slows both; the medians and the product's LCP over the
 * floor's land in bench-results/compare.{json,md}. Figures, not a test: CI keeps only the byte budget.
 */

/** BENCH_ROUNDS lowers it for a quick look on a busy machine; the figures that count need 5 on an idle one. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const FLOOR_DIST = `${ROOT}/e2e/bench/floor/dist`;
const PAGES = [
  { name: 'floor /m/home', app: 'floor', route: '/m/home' },
  { name: 'product /m/home', app: 'product', route: '/m/home' },
  { name: 'product /m/login', app: 'product', route: '/m/login' },
];

const sims = { product: startSimulator(), floor: startSimulator({ appDist: FLOOR_DIST, port: '0' }) };
try {
  const origins = { product: await sims.product.origin, floor: await sims.floor.origin };
  console.log(`Product at ${origins.product}, floor at ${origins.floor}; ${ROUNDS} round(s)`);
  const url = (page) => `${origins[page.app]}${page.route}`;

  const browser = await launchBrowser();
  const bytes = new Map();
  for (const page of PAGES) bytes.set(page.name, await scriptBytes(browser, url(page)));
  await browser.close();

  const runs = new Map(PAGES.map((page) => [page.name, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    // Every other round the floor goes first, so neither side always follows the other.
    const order = round % 2 === 0 ? PAGES : [...PAGES].reverse();
    for (const page of order) {
      const run = await lighthouseRun(url(page));
      runs.get(page.name).push(run);
      console.log(`round ${round + 1}/${ROUNDS} ${page.name}: perf ${run.performance}, FCP ${run.fcpMs} ms, LCP ${run.lcpMs} ms`);
    }
  }

  const floorLcp = medians(runs.get(PAGES[0].name)).lcpMs;
  const results = PAGES.map((page) => {
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
  const at = new Date().toISOString();
  mkdirSync(`${ROOT}/bench-results`, { recursive: true });
  writeFileSync(`${ROOT}/bench-results/compare.json`, JSON.stringify({ at, rounds: ROUNDS, results }, null, 2));
  writeFileSync(`${ROOT}/bench-results/compare.md`, `Lighthouse mobile, median of ${ROUNDS} alternating round(s), ${at}\n\n${table}\n`);
  console.log(`\n${table}\n\nWritten to bench-results/compare.json and compare.md (median of ${ROUNDS} alternating round(s)).`);
} finally {
  sims.product.stop();
  sims.floor.stop();
}

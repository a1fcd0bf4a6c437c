import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBrowser, lighthouseRun, medians, scriptBytes } from './lib/measure.mjs';
import { ROOT, startSimulator } from './lib/simulator.mjs';

/**
 * `pnpm bench`: for each route, the gzip JavaScript a visitor loads before the page is
 * usable, and Lighthouse's mobile figures (median of 3 runs) against the simulator.
 * Figures land in bench-results/bench.json; nothing here is a pass/fail test.
 */

const ROUTES = ['/m/home', '/m/login'];
const RUNS = 3;

const sim = startSimulator();
try {
  const origin = await sim.origin;
  console.log(`Benchmarking against ${origin}`);
  const browser = await launchBrowser();
  const results = [];
  for (const route of ROUTES) {
    const js = await scriptBytes(browser, `${origin}${route}`);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(`${origin}${route}`));
    results.push({ route, jsFiles: js.files, jsGzipBytes: js.gzipBytes, ...medians(runs) });
  }
  await browser.close();
  mkdirSync(`${ROOT}/bench-results`, { recursive: true });
  writeFileSync(`${ROOT}/bench-results/bench.json`, JSON.stringify({ at: new Date().toISOString(), runs: RUNS, results }, null, 2));
  console.log('\n| route | JS files | JS gzip (bytes) | Lighthouse perf | FCP (ms) | LCP (ms) | TBT (ms) | CLS |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(`| ${r.route} | ${r.jsFiles} | ${r.jsGzipBytes} | ${r.performance} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`);
  console.log('\nWritten to bench-results/bench.json (median of 3 Lighthouse mobile runs).');
} finally {
  sim.stop();
}

import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBrowser, lighthouseRun, medians, scriptBytes } from './lib/measure.mjs';
import { memberSession } from './lib/member-session.mjs';
import { ROOT, startSimulator } from './lib/simulator.mjs';

/**
 * `pnpm bench`: for each case, the gzip JavaScript loaded before the page is usable, and
 * Lighthouse's mobile figures (median of 3 runs) against the simulator. Figures land in
 * bench-results/bench.json; nothing here is a pass/fail test.
 */

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

const sim = startSimulator();
try {
  const origin = await sim.origin;
  console.log(`Benchmarking against ${origin}`);
  const browser = await launchBrowser();
  const results = [];
  for (const { name, route, member } of CASES.filter((entry) => !CHOSEN || CHOSEN.includes(entry.name))) {
    const session = member ? await memberSession(origin, member) : undefined;
    const js = await scriptBytes(browser, `${origin}${route}`, session);
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouseRun(`${origin}${route}`, session));
    results.push({ case: name, route, jsFiles: js.files, jsGzipBytes: js.gzipBytes, ...medians(runs) });
  }
  await browser.close();
  mkdirSync(`${ROOT}/bench-results`, { recursive: true });
  writeFileSync(`${ROOT}/bench-results/bench.json`, JSON.stringify({ at: new Date().toISOString(), runs: RUNS, results }, null, 2));
  console.log('\n| case | JS files | JS gzip (bytes) | Lighthouse perf | FCP (ms) | LCP (ms) | TBT (ms) | CLS |');
  console.log('|---|---|---|---|---|---|---|---|');
  for (const r of results)
    console.log(`| ${r.case} | ${r.jsFiles} | ${r.jsGzipBytes} | ${r.performance} | ${r.fcpMs} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} |`);
  console.log(`\nWritten to bench-results/bench.json (median of ${RUNS} Lighthouse mobile runs).`);
} finally {
  sim.stop();
}

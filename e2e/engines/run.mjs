import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/**
 * The cross-engine journeys (`pnpm test:engines`): one simulator serving the built app, one X
 * display for WebKit's MiniBrowser, then the journeys in WebKit and in Gecko, one engine after the
 * other (they share the simulator's state). Exits with the first failing engine's status.
 * Arguments go to vitest: `node engines/run.mjs storage` runs the journey files matching `storage`.
 */
const ENGINES = (process.env.ENGINES ?? 'webkit,gecko').split(',');
// The base of the run's ports (lib/ports.ts); the X display follows it (4331 gives :43), so runs with different bases never share one.
const PORT = Number(process.env.ENGINES_PORT ?? 4331);
const DISPLAY = process.env.ENGINES_DISPLAY ?? `:${PORT - 4288}`;
const base = `http://127.0.0.1:${PORT}`;
const here = fileURLToPath(new URL('.', import.meta.url));

const started = [];
function start(command, args, env = {}) {
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, ...env }, detached: true });
  started.push(child);
  return child;
}
function stopAll() {
  for (const child of started) if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
}
process.on('exit', stopAll);
process.on('SIGINT', () => process.exit(130));
process.on('SIGTERM', () => process.exit(143));

async function waitFor(url, what, child) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited (${child.exitCode})`);
    if (
      await fetch(url).then(
        (response) => response.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not answer at ${url}`);
}

// As the Playwright config's webServer starts it: the simulator serves the built app and the platform.
const sim = start('pnpm', ['--filter', '@lotto/platform-sim', 'start'], { PORT: String(PORT), HOST: '127.0.0.1' });
start('Xvfb', [DISPLAY, '-screen', '0', '1280x1024x24', '-nolisten', 'tcp']);
await waitFor(`${base}/wps/system/test/ping`, 'the simulator', sim);

const timings = [];
let status = 0;
for (const engine of ENGINES) {
  const begun = Date.now();
  const code = await new Promise((resolve) => {
    const vitest = spawn('pnpm', ['exec', 'vitest', 'run', '-c', 'vitest.config.ts', ...process.argv.slice(2)], {
      cwd: here,
      stdio: 'inherit',
      env: { ...process.env, ENGINE: engine, ENGINES_PORT: String(PORT), DISPLAY },
    });
    vitest.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  timings.push(`${engine} ${((Date.now() - begun) / 1000).toFixed(1)} s${code === 0 ? '' : ' (failed)'}`);
  if (code !== 0 && status === 0) status = code;
}
console.log(`\ncross-engine journeys: ${timings.join(', ')}`);
process.exit(status);

import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const SIM_START_TIMEOUT_MS = 60_000;

/**
 * Starts the simulator serving `appDist` (the product's build when unset) and resolves with the origin
 * it prints once it listens. Unset, BENCH_PORT leaves it a free port, so the bench runs beside
 * `./start.sh` (8080-8083), the Auth emulator (9099, 4400, 4500) and journey runs; set, it pins the
 * first simulator's port (its line hosts take the next three).
 */
export function startSimulator({ appDist, port = process.env.BENCH_PORT ?? '0' } = {}) {
  const env = { ...process.env, PORT: port, HOST: '127.0.0.1' };
  if (appDist) env.APP_DIST = appDist;
  const child = spawn('pnpm', ['--filter', '@lotto/platform-sim', 'start'], {
    cwd: ROOT,
    env,
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
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  };
  return { origin, stop };
}

import { spawn } from 'node:child_process';
import { AUTH_EMULATOR_BUILD_ENV, AUTH_EMULATOR_HOST } from './lib/auth-emulator.mjs';
import { ROOT, run } from './lib/run.mjs';

/**
 * Installs, builds and starts the product on the built-in simulator: the app and the
 * platform API on one port (PORT, default 8080). The Firebase Auth emulator starts beside
 * it (about 20 s) for "Continue with Google" and SMS through the provider; the rest of the
 * app is usable before it is ready, and a line says when it is. AUTH_EMULATOR=off leaves it out.
 */
const EMULATOR_HOST = AUTH_EMULATOR_HOST;
const EMULATOR_POLL_MS = 1000;
const withEmulator = process.env.AUTH_EMULATOR !== 'off';

run('pnpm', ['install', '--frozen-lockfile']);
// Only what serving needs: the app and the packages it is built from, without their type
// declarations (only type checks read them) and without Storybook (`pnpm storybook` builds its own).
// With the emulator, the app is built to sign in against it; without, it is a production build.
run('pnpm', ['exec', 'turbo', 'run', 'build', '--filter=@lotto/mobile', '--output-logs=errors-only'], {
  env: { LOTTO_SKIP_DTS: '1', ...(withEmulator ? AUTH_EMULATOR_BUILD_ENV : { LOTTO_AUTH_EMULATOR: '' }) },
});

/** Says once when the emulator answers ready, so nobody tries Google sign-in before it is. */
async function announceEmulatorReady() {
  for (;;) {
    const ready = await fetch(`http://${EMULATOR_HOST}/`)
      .then((response) => response.json())
      .then((body) => body?.authEmulator?.ready === true)
      .catch(() => false);
    if (ready) {
      console.log(`Auth emulator ready on ${EMULATOR_HOST}: "Continue with Google" and SMS through the provider work now.`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, EMULATOR_POLL_MS).unref());
  }
}

let emulator = null;
if (withEmulator) {
  emulator = spawn('pnpm', ['--filter', '@lotto/e2e', 'exec', 'firebase', 'emulators:start', '--only', 'auth', '--project', 'demo-lotto'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  console.log(`Auth emulator starting on ${EMULATOR_HOST} (about 20 s; the app does not wait for it).`);
  void announceEmulatorReady();
}

const sim = spawn('pnpm', ['--filter', '@lotto/platform-sim', 'start'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, ...(withEmulator ? { FIREBASE_AUTH_EMULATOR_HOST: EMULATOR_HOST } : {}) },
});
// pnpm runs each script in a process group of its own, so Ctrl-C reaches only this one (through
// `pnpm start`): it is passed on to the simulator, which closes, and this then ends without a failure.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    stopping = true;
    sim.kill(signal);
  });
}
sim.on('exit', (code, signal) => {
  emulator?.kill('SIGINT');
  if (stopping || signal === 'SIGINT' || signal === 'SIGTERM') {
    console.log('Stopped.');
    process.exit(0);
  }
  process.exit(code ?? 1);
});

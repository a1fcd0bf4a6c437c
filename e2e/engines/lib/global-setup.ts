import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { engineName } from './engines';
import { GECKO_PREFS, FIREFOX } from './gecko';
import { GECKO_BIDI_PORT, WEBKIT_DRIVER_PORT } from './ports';
import { LOCALE } from './viewport';

/** Resolves once the process writes `ready` to stderr (Firefox) or `url` answers (WebKitWebDriver). */
function started(child: ChildProcess, what: string, ready: { line?: RegExp; url?: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start in 30 s`)), 30_000);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    child.once('exit', (code) => reject(new Error(`${what} exited (${code})`)));
    if (ready.line) child.stderr?.on('data', (chunk: Buffer) => ready.line!.test(String(chunk)) && done());
    if (ready.url) {
      const poll = () =>
        void fetch(ready.url!).then(
          (response) => (response.ok ? done() : setTimeout(poll, 100)),
          () => setTimeout(poll, 100),
        );
      poll();
    }
  });
}

/**
 * Starts the run's one browser server, outside the test worker so that it is stopped whatever
 * becomes of the worker: Firefox listening for WebDriver BiDi (one session, the worker's), or
 * WebKitWebDriver (a MiniBrowser per journey).
 */
export default async function setup(): Promise<() => void> {
  if (engineName() === 'webkit') {
    const server = spawn('WebKitWebDriver', [`--port=${WEBKIT_DRIVER_PORT}`], {
      stdio: 'ignore',
      env: { ...process.env, LANG: `${LOCALE.replace('-', '_')}.UTF-8`, LANGUAGE: LOCALE.replace('-', '_') },
    });
    await started(server, 'WebKitWebDriver', { url: `http://127.0.0.1:${WEBKIT_DRIVER_PORT}/status` });
    return () => server.kill();
  }
  const profile = mkdtempSync(join(tmpdir(), 'engines-firefox-'));
  writeFileSync(
    join(profile, 'user.js'),
    Object.entries(GECKO_PREFS)
      .map(([name, value]) => `user_pref(${JSON.stringify(name)}, ${JSON.stringify(value)});\n`)
      .join(''),
  );
  const firefox = spawn(
    FIREFOX,
    ['--headless', '--no-remote', `--remote-debugging-port=${GECKO_BIDI_PORT}`, '--profile', profile, 'about:blank'],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  await started(firefox, 'Firefox', { line: /WebDriver BiDi listening on/ });
  return () => {
    firefox.kill();
    rmSync(profile, { recursive: true, force: true });
  };
}

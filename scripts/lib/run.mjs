import { spawn, spawnSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Clock ticks per second of /proc's times: USER_HZ, 100 on every Linux CI runs on. */
const USER_HZ = 100;

/**
 * CPU seconds of this process's finished children (and theirs, once waited for), from Linux's
 * cutime and cstime; null where there is no /proc. CPU rather than wall time tells a step's own cost
 * on a machine that others load.
 */
function childrenCpuSeconds() {
  try {
    // The command name (field 2) is in parentheses and may hold spaces: count fields after it.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // cutime and cstime are fields 16 and 17 of stat, 14 and 15 after the name.
    return (Number(fields[13]) + Number(fields[14])) / USER_HZ;
  } catch {
    return null;
  }
}

/**
 * The steps run in this process, in order, with their wall and CPU seconds; `part` marks a step run
 * together with others (runTogether), whose group has a row of its own that the totals count.
 */
const stepTimes = [];

/**
 * Prints every step's wall and CPU seconds as one table, and the totals: at the end of a run, or
 * where it stopped (call it from an 'exit' handler), so a CI log says where its minutes went.
 */
export function printStepTimes() {
  if (stepTimes.length === 0) return;
  const label = (step) => (step.part ? `  ${step.label}` : step.label);
  const width = Math.max(...stepTimes.map((step) => label(step).length));
  const seconds = (value) => (value === null ? '–' : value.toFixed(1)).padStart(8);
  console.log(`\n${'step'.padEnd(width)}   wall s    CPU s`);
  for (const step of stepTimes) console.log(`${label(step).padEnd(width)} ${seconds(step.wall)} ${seconds(step.cpu)}`);
  const counted = stepTimes.filter((step) => !step.part);
  const total = (key) => (counted.some((step) => step[key] === null) ? null : counted.reduce((sum, step) => sum + step[key], 0));
  console.log(`${'total'.padEnd(width)} ${seconds(total('wall'))} ${seconds(total('cpu'))}`);
}

/**
 * Runs a command in the repository root with inherited output; stops the script on failure.
 * `options.env` adds to the environment; `options.label` names the step in printStepTimes' table.
 */
export function run(command, args, options = {}) {
  console.log(`\n▶ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...options.env } });
  // Each step's time, wall and CPU, so CI's total can be read step by step from its log.
  const cpuAfter = childrenCpuSeconds();
  const step = {
    label: options.label ?? `${command} ${args.join(' ')}`,
    wall: (Date.now() - started) / 1000,
    cpu: cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore,
  };
  stepTimes.push(step);
  console.log(`⏱ ${command} ${args.join(' ')}: ${step.wall.toFixed(1)} s${step.cpu === null ? '' : `, ${step.cpu.toFixed(1)} s CPU`}`);
  stopOnFailure(`${command} ${args.join(' ')}`, result.status, result.signal);
}

/** Ends the script when a step failed; Ctrl-C stops the step with the rest of the terminal's processes: a stop, not a failure to report. */
function stopOnFailure(name, status, signal) {
  if (signal === 'SIGINT' || signal === 'SIGTERM') {
    console.log(`■ ${name} stopped (${signal})`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  }
  if (status !== 0) {
    console.error(`✖ ${name} failed (exit ${status ?? signal})`);
    process.exit(status ?? 1);
  }
}

/**
 * Runs steps side by side, each line of their output headed by the step's label, for steps that
 * leave each other's files, ports and cores alone (a one-core step beside one whose cores idle).
 * The table gets a row for the group (its wall time and the CPU seconds of all its steps, which
 * Linux counts for the children together) and one per step (its wall time). Stops the script when
 * one failed, once all have ended. `steps`: [{ label, command, args, env? }].
 */
export async function runTogether(steps) {
  const group = steps.map((step) => step.label).join(' ‖ ');
  console.log(`\n▶ together: ${group}`);
  const started = Date.now();
  const cpuBefore = childrenCpuSeconds();
  const outcomes = await Promise.all(
    steps.map(
      ({ label, command, args, env }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, {
            cwd: ROOT,
            stdio: ['ignore', 'pipe', 'pipe'],
            // Piped output is no terminal: keep the colours a terminal would show.
            env: { ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : {}), ...process.env, ...env },
          });
          for (const [stream, out] of [
            [child.stdout, process.stdout],
            [child.stderr, process.stderr],
          ])
            createInterface({ input: stream }).on('line', (line) => out.write(`[${label}] ${line}\n`));
          child.on('close', (status, signal) => {
            const wall = (Date.now() - started) / 1000;
            console.log(`⏱ ${label}: ${wall.toFixed(1)} s`);
            resolve({ label, status, signal, wall });
          });
        }),
    ),
  );
  const cpuAfter = childrenCpuSeconds();
  const wall = (Date.now() - started) / 1000;
  const cpu = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  console.log(`⏱ together: ${group}: ${wall.toFixed(1)} s${cpu === null ? '' : `, ${cpu.toFixed(1)} s CPU`}`);
  stepTimes.push({ label: group, wall, cpu });
  for (const outcome of outcomes) stepTimes.push({ label: outcome.label, wall: outcome.wall, cpu: null, part: true });
  for (const { label, status, signal } of outcomes) stopOnFailure(label, status, signal);
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's nginx, for the production recipe and the journeys that run against it (scripts/nginx.mjs). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** The Playwright journeys run in Debian's Chromium. */
const CHROMIUM_TOOLS = { what: `Chromium (${CHROMIUM})`, needs: [{ binary: CHROMIUM, pkg: 'chromium' }] };

/**
 * The cross-engine journeys (e2e/engines) run in Debian's WebKitGTK and Firefox ESR: WebKit's
 * WebDriver server with its MiniBrowser under an X server of its own, and Firefox, which speaks
 * WebDriver BiDi itself.
 */
const ENGINE_TOOLS = {
  what: 'WebKitGTK, Xvfb or Firefox ESR',
  needs: [
    { binary: '/usr/bin/WebKitWebDriver', pkg: 'webkit2gtk-driver' },
    { binary: '/usr/bin/Xvfb', pkg: 'xvfb' },
    { binary: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
  ],
};

/** The production recipe runs in Debian's nginx. */
const NGINX_TOOLS = { what: `nginx (${NGINX})`, needs: [{ binary: NGINX, pkg: 'nginx' }] };

/**
 * Installs Debian's packages for the binaries that are missing (as root, as CI runs), all in one
 * `apt-get update` and one install; else says how.
 */
function ensureDebian(...tools) {
  const needs = tools.flatMap((tool) => tool.needs);
  const missing = [...new Set(needs.filter(({ binary }) => !existsSync(binary)).map(({ pkg }) => pkg))];
  if (missing.length === 0) return;
  if (process.getuid?.() !== 0) {
    const what = tools.map((tool) => tool.what).join(', ');
    console.error(`${what}: missing. Install it with: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
  run('apt-get', ['update', '-qq']);
  run('apt-get', ['install', '-y', '-qq', ...missing], { env: { DEBIAN_FRONTEND: 'noninteractive' } });
}

/** Install Chromium from Debian's packages when it is missing. */
export function ensureChromium() {
  ensureDebian(CHROMIUM_TOOLS);
}

/** Install WebKitGTK's driver, Xvfb and Firefox ESR from Debian's packages when one is missing. */
export function ensureEngines() {
  ensureDebian(ENGINE_TOOLS);
}

/** Install nginx from Debian's packages when it is missing. */
export function ensureNginx() {
  ensureDebian(NGINX_TOOLS);
}

/** Everything `pnpm test` runs in, with one package index update for whatever a fresh machine lacks. */
export function ensureTestTools() {
  ensureDebian(CHROMIUM_TOOLS, ENGINE_TOOLS, NGINX_TOOLS);
}

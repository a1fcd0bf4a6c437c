import { readFileSync } from 'node:fs';
import { DEFAULT_MERCHANT, merchantCodes } from '../apps/mobile/build/merchant-builds.mjs';
import { describe, expect, it } from 'vitest';

/**
 * The repository's fixed ports, read from where each is set, so that running the product, the
 * Auth emulator, Storybook, the dev server, journeys and the bench at once never fails on a
 * port another one holds; and the README's "Ports" list says the same.
 */
const root = new URL('..', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');

function portIn(path, pattern) {
  const found = pattern.exec(read(path));
  if (!found) throw new Error(`${path} no longer matches ${pattern}: update tooling/ports.test.mjs`);
  return Number(found[1]);
}

const lineHosts = portIn('apps/platform-sim/src/state/lines.ts', /DEFAULT_LINE_COUNT = (\d+)/);
/** The simulator's line hosts listen on the ports after its own unless told otherwise. */
const withLineHosts = (port) => [port, ...Array.from({ length: lineHosts }, (_, index) => port + 1 + index)];

const e2ePort = portIn('e2e/lib/journey-ports.ts', /E2E_PORT \?\? (\d+)/);
/** Each journey worker but the first has a simulator of its own, with its line hosts, a stride further on. */
const otherJourneyWorkerPorts = () => {
  const workers = portIn('e2e/lib/journey-ports.ts', /E2E_WORKERS \?\? (\d+)/);
  const stride = portIn('e2e/lib/journey-ports.ts', /WORKER_PORT_STRIDE = (\d+)/);
  return Array.from({ length: workers - 1 }, (_, index) => withLineHosts(e2ePort + stride * (index + 1))).flat();
};
/** Each merchant but the default has a smoke simulator of its own after the journeys' line hosts, without line hosts. */
const merchantSmokePorts = () => {
  const offset = portIn('e2e/playwright.config.ts', /MERCHANT_PORT_OFFSET = (\d+)/);
  const others = merchantCodes().filter((code) => code !== DEFAULT_MERCHANT);
  return others.map((_, index) => e2ePort + offset + index);
};

/** nginx on its port, the simulator behind it on the next, with its line hosts (scripts/nginx.mjs). */
const withSimBehind = (port) => [port, ...withLineHosts(port + 1)];
const nginxRecipePort = portIn('scripts/nginx.mjs', /DEFAULT_PORT = (\d+)/);
const nginxJourneysPort = portIn('e2e/lib/journey-ports.ts', /NGINX_E2E_PORT \?\? (\d+)/);

const emulators = JSON.parse(read('e2e/firebase.json')).emulators;
const benchPort = portIn('e2e/bench/lib/simulator.mjs', /BENCH_PORT \?\? '?(\d+)'?/);
/** The cross-engine run's simulator takes the base port; the browsers' drivers listen at offsets from it. */
const enginesPort = portIn('e2e/engines/lib/ports.ts', /ENGINES_PORT \?\? (\d+)/);
const enginesOffset = (name) => portIn('e2e/engines/lib/ports.ts', new RegExp(`${name} \\?\\? SIM_PORT \\+ (\\d+)`));

const FIXED = {
  'product and its line hosts': withLineHosts(portIn('apps/platform-sim/src/main.ts', /DEFAULT_PORT = (\d+)/)),
  'journeys and their line hosts': withLineHosts(e2ePort),
  "the other journey workers' simulators and their line hosts": otherJourneyWorkerPorts(),
  "the other merchants' smoke journeys": merchantSmokePorts(),
  'cross-engine journeys and their line hosts': withLineHosts(enginesPort),
  'the nginx recipe, its simulator and line hosts': withSimBehind(nginxRecipePort),
  'the journeys against nginx, its simulator and line hosts': withSimBehind(nginxJourneysPort),
  WebKitWebDriver: [enginesPort + enginesOffset('WEBKIT_DRIVER_PORT')],
  "Firefox's WebDriver BiDi": [enginesPort + enginesOffset('GECKO_BIDI_PORT')],
  'Auth emulator': [emulators.auth?.port],
  'emulator hub': [emulators.hub?.port],
  'emulator logging': [emulators.logging?.port],
  ...(emulators.ui?.enabled === false ? {} : { 'emulator UI': [emulators.ui?.port] }),
  Storybook: [portIn('apps/storybook/package.json', /storybook dev -p (\d+)/)],
  "Storybook's stories smoke": [portIn('e2e/storybook/playwright.config.ts', /STORIES_PORT \?\? (\d+)/)],
  'Vite dev server': [portIn('apps/mobile/vite.config.ts', /VITE_PORT \?\? (\d+)/)],
  // 0: free ports picked at run time.
  ...(benchPort === 0 ? {} : { 'bench and its line hosts': withLineHosts(benchPort) }),
};

describe('ports', () => {
  it('names every emulator port, rather than leaving one to the emulator default', () => {
    for (const [what, ports] of Object.entries(FIXED)) for (const port of ports) expect(port, what).toEqual(expect.any(Number));
  });

  it('never gives one port to two servers', () => {
    const owners = new Map();
    for (const [what, ports] of Object.entries(FIXED)) for (const port of ports) owners.set(port, [...(owners.get(port) ?? []), what]);
    expect([...owners].filter(([, who]) => who.length > 1)).toEqual([]);
  });

  it('the bench takes free ports', () => {
    expect(benchPort).toBe(0);
  });

  it("the README's Ports list gives each fixed port", () => {
    const readme = read('README.md');
    const section = readme.slice(readme.indexOf('## Ports'), readme.indexOf('\n## ', readme.indexOf('## Ports') + 1));
    expect(section).toContain('## Ports');
    for (const ports of Object.values(FIXED)) {
      expect(section).toContain(String(ports[0]));
      expect(section).toContain(String(ports.at(-1)));
    }
  });
});

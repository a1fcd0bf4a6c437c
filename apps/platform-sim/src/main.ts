#!/usr/bin/env tsx
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_HOST, startSim } from './start';

const DEFAULT_PORT = 8080;
const HOME_PATH = '/m/home';

function portFromEnv(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_PORT;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new Error(`PORT must be a port number, not ${value}`);
  return port;
}

/** LINE_PORTS: comma-separated ports of the line hosts (0: a free one), or "none"; unset: PORT+1..PORT+3. */
function linePortsFromEnv(value: string | undefined): number[] | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  if (value.trim().toLowerCase() === 'none') return [];
  return value.split(',').map((part) => {
    const port = Number(part.trim());
    if (part.trim() === '' || !Number.isInteger(port) || port < 0 || port > 65_535)
      throw new Error(`LINE_PORTS must list port numbers, not ${value}`);
    return port;
  });
}

const port = portFromEnv(process.env.PORT);
const linePorts = linePortsFromEnv(process.env.LINE_PORTS);
const sim = await startSim({ port, host: process.env.HOST?.trim() || DEFAULT_HOST, ...(linePorts === undefined ? {} : { linePorts }) });

console.log(`Platform simulator and app: ${sim.url}${HOME_PATH}`);
if (sim.lines.length > 0) {
  const described = sim.state.lines.list().map((line) => `${line.origin} (${line.dead ? 'dead' : `${line.delayMs} ms`})`);
  console.log(`Line hosts: ${described.join(', ')}`);
}
if (sim.options.platformUrl !== null) console.log(`Forwarding /wps to ${sim.options.platformUrl}`);
if (!existsSync(join(sim.options.appDist, 'index.html'))) {
  console.log(`No built app in ${sim.options.appDist}: /m/ answers 503 until \`pnpm build\` has run.`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sim.close().finally(() => process.exit(0));
  });
}

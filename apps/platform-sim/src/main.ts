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

const sim = await startSim({ port: portFromEnv(process.env.PORT), host: process.env.HOST?.trim() || DEFAULT_HOST });

console.log(`Platform simulator and app: ${sim.url}${HOME_PATH}`);
if (sim.options.platformUrl !== null) console.log(`Forwarding /wps to ${sim.options.platformUrl}`);
if (!existsSync(join(sim.options.appDist, 'index.html'))) {
  console.log(`No built app in ${sim.options.appDist}: /m/ answers 503 until \`pnpm build\` has run.`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sim.close().finally(() => process.exit(0));
  });
}

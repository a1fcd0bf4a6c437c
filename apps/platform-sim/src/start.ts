import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createSimApp } from './app';
import type { ResolvedSimOptions, SimOptions } from './options';
import type { SimState } from './state';

/** Loopback by default: the Firebase Auth emulator's redirect flow works only from 127.0.0.1 (TOOLCHAIN.md). */
export const DEFAULT_HOST = '127.0.0.1';
/** Hosts that listen everywhere; the printed address uses loopback instead. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::']);

export interface StartSimOptions extends SimOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
}

export interface RunningSim {
  /** The origin, e.g. http://127.0.0.1:8080; the app's home is `${url}/m/home`. */
  url: string;
  port: number;
  app: Hono;
  state: SimState;
  options: ResolvedSimOptions;
  close(): Promise<void>;
}

function displayHost(host: string): string {
  if (WILDCARD_HOSTS.has(host)) return DEFAULT_HOST;
  return host.includes(':') ? `[${host}]` : host;
}

/** Starts the simulator on a port; resolves once it listens. End-to-end tests start one per run. */
export async function startSim(options: StartSimOptions = {}): Promise<RunningSim> {
  const { port = 0, host = DEFAULT_HOST, ...simOptions } = options;
  const sim = createSimApp(simOptions);
  const server = await new Promise<Server>((resolve, reject) => {
    // The default adaptor creates a node:http server; the cast names that for close().
    const created = serve({ fetch: sim.app.fetch, port, hostname: host }, () => resolve(created)) as Server;
    created.once('error', reject);
  });
  const { port: boundPort } = server.address() as AddressInfo;
  return {
    url: `http://${displayHost(host)}:${boundPort}`,
    port: boundPort,
    app: sim.app,
    state: sim.state,
    options: sim.options,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers keep connections alive; without this close() waits for them to time out.
        server.closeAllConnections();
      }),
  };
}

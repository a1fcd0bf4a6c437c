import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { createSimApp } from './app';
import { createLineApp } from './serving/line-hosts';
import { DEFAULT_LINE_COUNT } from './state/lines';
import type { ResolvedSimOptions, SimOptions } from './options';
import type { SimState } from './state/sim-state';

/** Loopback by default: the Firebase Auth emulator's redirect flow works only from 127.0.0.1 (TOOLCHAIN.md). */
export const DEFAULT_HOST = '127.0.0.1';
/** Hosts that listen everywhere; the printed address uses loopback instead. */
const WILDCARD_HOSTS = new Set(['0.0.0.0', '::']);

export interface StartSimOptions extends SimOptions {
  /** 0 (the default) picks a free port. */
  port?: number;
  host?: string;
  /**
   * Ports of the line hosts (line-speed chooser), in domainList order; 0 picks a free port, []
   * opens none. Default: PORT+1..PORT+3, or three free ports when port is 0.
   */
  linePorts?: readonly number[];
}

export interface RunningSim {
  /** The origin, e.g. http://127.0.0.1:8080; the app's home is `${url}/m/home`. */
  url: string;
  port: number;
  app: Hono;
  state: SimState;
  options: ResolvedSimOptions;
  /** The line hosts' origins, as domainList lists them. */
  lines: string[];
  close(): Promise<void>;
}

function displayHost(host: string): string {
  if (WILDCARD_HOSTS.has(host)) return DEFAULT_HOST;
  return host.includes(':') ? `[${host}]` : host;
}

/** The default line ports: the next ones after the simulator's, or free ones when it takes a free one. */
export function defaultLinePorts(port: number, count = DEFAULT_LINE_COUNT): number[] {
  return Array.from({ length: count }, (_, index) => (port === 0 ? 0 : port + 1 + index));
}

const IDLE_CONNECTION_MS = 10 * 60_000;

function listen(fetch: Hono['fetch'], port: number, host: string, what: string): Promise<Server> {
  return new Promise<Server>((resolve, reject) => {
    // The default adaptor creates a node:http server; the cast names that for close().
    const created = serve({ fetch, port, hostname: host }, () => resolve(created)) as Server;
    // Node closes an idle kept-alive connection after 5 s; a client reusing it at that moment gets
    // ECONNRESET (a journey's control call hung up once). Idle connections stay open for a run.
    created.keepAliveTimeout = IDLE_CONNECTION_MS;
    created.headersTimeout = IDLE_CONNECTION_MS + 1_000;
    created.once('error', (error: NodeJS.ErrnoException) => {
      reject(error.code === 'EADDRINUSE' ? new Error(`${what}: port ${port} on ${host} is in use`, { cause: error }) : error);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Browsers keep connections alive, and a dead line holds its requests open:
    // without this close() waits for them to time out.
    server.closeAllConnections();
  });
}

/**
 * Starts the simulator on a port, and its line hosts on theirs; resolves once all listen.
 * End-to-end tests start one per run.
 */
export async function startSim(options: StartSimOptions = {}): Promise<RunningSim> {
  const { port = 0, host = DEFAULT_HOST, linePorts, ...simOptions } = options;
  const sim = createSimApp(simOptions);
  const servers: Server[] = [];
  try {
    servers.push(await listen(sim.app.fetch, port, host, 'Platform simulator'));
    const ports = linePorts ?? defaultLinePorts(port);
    for (const [index, linePort] of ports.entries()) {
      const line = createLineApp(sim.state.lines, index, sim.state.requestLog, sim.options.now);
      servers.push(await listen(line.fetch, linePort, host, `Line host ${index} (set LINE_PORTS or linePorts)`));
    }
  } catch (error) {
    await Promise.all(servers.map(closeServer));
    throw error;
  }
  const [main, ...lineServers] = servers as [Server, ...Server[]];
  const originOf = (server: Server) => `http://${displayHost(host)}:${(server.address() as AddressInfo).port}`;
  const lines = lineServers.map(originOf);
  sim.state.lines.bind(lines);
  return {
    url: originOf(main),
    port: (main.address() as AddressInfo).port,
    app: sim.app,
    state: sim.state,
    options: sim.options,
    lines,
    close: async () => {
      await Promise.all(servers.map(closeServer));
    },
  };
}

import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { ERROR_CODES, failure, ok } from '../protocol/envelope';
import { SERVICE_WIDGET_BASE_PATH } from '../seed/stand-in-paths';
import type { LineRegistry } from '../state/lines';
import type { RequestLog } from '../state/request-log';
import { createGamePageApp, GAME_PAGE_BASE_PATH } from '../stand-ins/game-page';
import { createServiceWidgetApp } from '../stand-ins/service-widget';
import { neverAnswer } from './never-answer';

/**
 * Line hosts for the line-speed chooser (spec 000: up to 10 random lines of the merchant's
 * domainList are pinged in parallel at GET {line}/wps/system/test/ping?speed={ts}, 10 s
 * timeout, first answer wins). startSim listens on a few extra ports, one per line; each answers
 * only the ping, after its own delay, or never (a dead line keeps the connection open without a
 * word, so the browser really waits). The lines and their behaviour are kept in state/lines.ts.
 */

/** Headers the ping may carry from the app's origin (docs/platform-calls.md, Request headers). */
export const PING_CORS_HEADERS = ['Merchant', 'Language', 'Authorization', 'ModuleId', 'Device', 'X-Real-UA'];
const PING_PATH = '/wps/system/test/ping';

const HTTP_NOT_FOUND = 404;

/** Resolves after ms, or as soon as the client goes away. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/**
 * One line host: answers GET /wps/system/test/ping (CORS: the caller's origin with credentials,
 * as the client sends cookies; `*` without an Origin) after the line's delay, or never when the
 * line is dead. Every request is logged with `line` set to the line's origin.
 */
export function createLineApp(registry: LineRegistry, index: number, log: RequestLog, now: () => number = Date.now): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    const line = registry.get(index);
    log.add({
      method: c.req.method,
      path: c.req.path,
      query: c.req.query(),
      headers: Object.fromEntries(c.req.raw.headers.entries()),
      body: null,
      at: now(),
      line: line?.origin ?? null,
    });
    if (line === undefined || line.dead) return neverAnswer(c);
    await next();
  });
  app.use(
    PING_PATH,
    cors({ origin: (origin) => (origin === '' ? '*' : origin), credentials: true, allowHeaders: PING_CORS_HEADERS, allowMethods: ['GET'] }),
  );
  app.get(PING_PATH, async (c) => {
    const line = registry.get(index);
    if (line !== undefined && line.delayMs > 0) await wait(line.delayMs, c.req.raw.signal);
    c.header('Cache-Control', 'no-store');
    return c.json(ok('pong'));
  });
  // The stand-in game runs here, on an origin of its own as a provider's game does (routes/games.ts).
  app.route(GAME_PAGE_BASE_PATH, createGamePageApp());
  // The service widget from a host the app does not list for scripts: it must never run (issue 15).
  app.route(SERVICE_WIDGET_BASE_PATH, createServiceWidgetApp());
  app.all('*', (c) =>
    c.json(
      failure(ERROR_CODES.notFound, `A line host answers only ${PING_PATH}, ${GAME_PAGE_BASE_PATH} and ${SERVICE_WIDGET_BASE_PATH}`),
      HTTP_NOT_FOUND,
    ),
  );
  return app;
}

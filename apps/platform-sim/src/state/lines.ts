import { Hono, type Context } from 'hono';
import { cors } from 'hono/cors';
import { createGamePageApp, GAME_PAGE_BASE_PATH } from '../stand-ins/game-page';
import { createServiceWidgetApp, SERVICE_WIDGET_BASE_PATH } from '../stand-ins/service-widget';
import { ERROR_CODES, failure, ok } from '../protocol/envelope';
import type { RequestLog } from './request-log';

/**
 * Line hosts for the line-speed chooser (spec 000: up to 10 random lines of the merchant's
 * domainList are pinged in parallel at GET {line}/wps/system/test/ping?speed={ts}, 10 s
 * timeout, first answer wins). startSim listens on a few extra ports, one per line; each answers
 * only the ping, after its own delay, or never (a dead line keeps the connection open without a
 * word, so the browser really waits). The merchant's domainList names these lines through the
 * `{lines}` placeholder.
 */

/** Seed placeholder: the simulator's line origins (the request's own origin when no line listens, e.g. app.request()). */
export const LINES_PLACEHOLDER = '{lines}';
/** Seed placeholder: the request's own origin. */
export const SELF_LINE = '{self}';

/** Longest delay a line may be given: past the chooser's 10 s timeout, below a test runner's patience. */
const MAX_LINE_DELAY_MS = 120_000;
/** Lines startSim opens by default, on PORT+1.. (random ports when PORT is 0). */
export const DEFAULT_LINE_COUNT = 3;

interface LineBehaviour {
  /** Wait before answering the ping (the CORS preflight is answered at once). */
  delayMs: number;
  /** Accept the connection and never answer anything, preflight included. */
  dead: boolean;
}

export interface LineInfo extends LineBehaviour {
  /** 0-based, in the order of domainList. */
  index: number;
  /** e.g. http://127.0.0.1:8081 */
  origin: string;
}

/** After reset: one fast line, one slow line, one dead line; any further line answers in 1 s. */
const DEFAULT_BEHAVIOURS: readonly LineBehaviour[] = [
  { delayMs: 50, dead: false },
  { delayMs: 3_000, dead: false },
  { delayMs: 0, dead: true },
];
const EXTRA_LINE_BEHAVIOUR: LineBehaviour = { delayMs: 1_000, dead: false };

function defaultLineBehaviour(index: number): LineBehaviour {
  return { ...(DEFAULT_BEHAVIOURS[index] ?? EXTRA_LINE_BEHAVIOUR) };
}

/** The listening lines and how each behaves now. Empty until startSim binds the ports. */
export class LineRegistry {
  private lines: LineInfo[] = [];

  /** Sets the line origins (in domainList order), each with its default behaviour. */
  bind(origins: readonly string[]): void {
    this.lines = origins.map((origin, index) => ({ index, origin: new URL(origin).origin, ...defaultLineBehaviour(index) }));
  }

  /** Back to the default behaviours; the origins stay. */
  reset(): void {
    this.bind(this.origins());
  }

  list(): readonly LineInfo[] {
    return this.lines;
  }

  get(index: number): LineInfo | undefined {
    return this.lines[index];
  }

  origins(): string[] {
    return this.lines.map((line) => line.origin);
  }

  /** A line named by its 0-based index ("1") or its origin ("http://127.0.0.1:8082", a trailing slash allowed). */
  find(reference: string | number): LineInfo | undefined {
    const text = String(reference).trim();
    if (/^\d+$/.test(text)) return this.lines[Number(text)];
    let origin: string;
    try {
      origin = new URL(text).origin;
    } catch {
      return undefined;
    }
    return this.lines.find((line) => line.origin === origin);
  }
}

/** domainList with its placeholders resolved for this request. */
export function resolveLines(lines: readonly string[], requestUrl: string, lineOrigins: readonly string[]): string[] {
  const self = new URL(requestUrl).origin;
  return lines.flatMap((line) => {
    if (line === SELF_LINE) return [self];
    if (line === LINES_PLACEHOLDER) return lineOrigins.length > 0 ? [...lineOrigins] : [self];
    return [line];
  });
}

const LOOPBACK_ALIASES: Readonly<Record<string, string>> = {
  '127.0.0.1': 'localhost',
  localhost: '127.0.0.1',
};

/** The request origin under the other loopback name, or null when the host is not a loopback name (used by the CSP). */
export function loopbackAliasOrigin(requestUrl: string): string | null {
  const url = new URL(requestUrl);
  const alias = LOOPBACK_ALIASES[url.hostname];
  if (alias === undefined) return null;
  url.hostname = alias;
  return url.origin;
}

/** What POST /__sim/lines accepts, checked against the listening lines. */
export interface LinesUpdate {
  delays: Map<LineInfo, number>;
  /** When given, exactly these lines are dead afterwards. */
  dead: Set<LineInfo> | undefined;
}

function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

/** Checks a control-API body; returns the update or a sentence saying what is wrong. */
export function parseLinesUpdate(input: unknown, registry: LineRegistry): LinesUpdate | string {
  if (!isRecord(input)) return 'body must be a JSON object';
  const { delays, dead } = input;
  const update: LinesUpdate = { delays: new Map(), dead: undefined };
  if (delays !== undefined) {
    if (!isRecord(delays)) return 'delays must be an object of line (origin or index) to ms';
    for (const [reference, ms] of Object.entries(delays)) {
      const line = registry.find(reference);
      if (line === undefined) return `no line ${reference}`;
      if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_LINE_DELAY_MS) {
        return `delay of ${reference} must be a whole number of ms from 0 to ${MAX_LINE_DELAY_MS}`;
      }
      update.delays.set(line, ms);
    }
  }
  if (dead !== undefined) {
    if (!Array.isArray(dead)) return 'dead must be an array of lines (origins or indexes)';
    update.dead = new Set();
    for (const reference of dead as unknown[]) {
      if (typeof reference !== 'string' && typeof reference !== 'number') return 'dead must list origins or indexes';
      const line = registry.find(reference);
      if (line === undefined) return `no line ${String(reference)}`;
      update.dead.add(line);
    }
  }
  return update;
}

export function applyLinesUpdate(registry: LineRegistry, update: LinesUpdate): void {
  for (const [line, ms] of update.delays) line.delayMs = ms;
  if (update.dead !== undefined) for (const line of registry.list()) line.dead = update.dead.has(line);
}

/** Headers the ping may carry from the app's origin (protocol.md, every request). */
export const PING_CORS_HEADERS = ['Merchant', 'Language', 'Authorization', 'ModuleId', 'Device', 'X-Real-UA'];
const PING_PATH = '/wps/system/test/ping';

const HTTP_NOT_FOUND = 404;
/** Never sent: the client is gone when a dead line's request ends. */
const HTTP_CLIENT_CLOSED = 499;

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

/** A dead line: the request was accepted and is never answered; settles only when the client goes away. */
export function neverAnswer(c: Context): Promise<Response> {
  const signal = c.req.raw.signal;
  return new Promise((resolve) => {
    const end = () => resolve(new Response(null, { status: HTTP_CLIENT_CLOSED }));
    if (signal.aborted) end();
    else signal.addEventListener('abort', end, { once: true });
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

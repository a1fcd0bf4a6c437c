import type { MiddlewareHandler } from 'hono';

/** Entries kept; older ones drop off so a long demo session does not grow without bound. */
export const REQUEST_LOG_LIMIT = 500;
/** Request bodies are cut to this many characters in the log. */
export const LOGGED_BODY_LIMIT = 10_000;

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  /** Header names lower-cased (as the Fetch API gives them). */
  headers: Record<string, string>;
  /** The body as text, or null for a GET or an empty body. */
  body: string | null;
  /** ms since the epoch. */
  at: number;
}

/** The /wps requests received, oldest first; tests read it to check what the app sent. */
export class RequestLog {
  private entries: LoggedRequest[] = [];

  add(entry: LoggedRequest): void {
    this.entries.push(entry);
    if (this.entries.length > REQUEST_LOG_LIMIT) this.entries.splice(0, this.entries.length - REQUEST_LOG_LIMIT);
  }

  list(): readonly LoggedRequest[] {
    return this.entries;
  }

  clear(): void {
    this.entries = [];
  }
}

/** Records each request before anything can answer it, so refused and faulted calls are logged too. */
export function requestLogMiddleware(log: RequestLog, now: () => number = Date.now): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    // Read as bytes: Hono caches them, so handlers (as text or JSON) and the forwarder (as
    // bytes, unchanged even when not UTF-8) can still read the body after this.
    const bytes = METHODS_WITHOUT_BODY.has(method) ? null : await c.req.arrayBuffer();
    const text = bytes === null ? '' : new TextDecoder().decode(bytes);
    log.add({
      method,
      path: c.req.path,
      query: c.req.query(),
      headers: Object.fromEntries(c.req.raw.headers.entries()),
      body: text === '' ? null : text.slice(0, LOGGED_BODY_LIMIT),
      at: now(),
    });
    await next();
  };
}

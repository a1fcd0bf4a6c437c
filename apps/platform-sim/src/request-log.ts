import type { MiddlewareHandler } from 'hono';
import type { WpsEnv } from './env';

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
  /** Encrypted calls only: the payload the simulator decrypted (parsed JSON, or the text when not JSON). */
  decrypted?: unknown;
  /** Set when `decrypted` is the plain text cut to LOGGED_DECRYPTED_LIMIT characters instead of the payload. */
  decryptedTruncated?: boolean;
  /** Line-host requests only (the line-speed test): the line's origin. */
  line?: string | null;
  /** Encrypted calls only: why the body was refused, as `<errorCode>: <detail>`. */
  decryptError?: string;
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
export function requestLogMiddleware(log: RequestLog, now: () => number = Date.now): MiddlewareHandler<WpsEnv> {
  return async (c, next) => {
    const method = c.req.method;
    // Read as bytes: Hono caches them, so handlers (as text or JSON) and the forwarder (as
    // bytes, unchanged even when not UTF-8) can still read the body after this.
    const bytes = METHODS_WITHOUT_BODY.has(method) ? null : await c.req.arrayBuffer();
    const text = bytes === null ? '' : new TextDecoder().decode(bytes);
    const entry: LoggedRequest = {
      method,
      path: c.req.path,
      query: c.req.query(),
      headers: Object.fromEntries(c.req.raw.headers.entries()),
      body: text === '' ? null : text.slice(0, LOGGED_BODY_LIMIT),
      at: now(),
    };
    log.add(entry);
    c.set('loggedRequest', entry);
    await next();
  };
}

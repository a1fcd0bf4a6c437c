import type { MiddlewareHandler } from 'hono';
import type { WpsEnv } from './env';
import { LOGGED_BODY_LIMIT, type LoggedRequest, type RequestLog } from '../state/request-log';

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD', 'OPTIONS']);

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

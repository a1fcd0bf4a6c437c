import type { MiddlewareHandler } from 'hono';
import { randomHex } from '../crypto/random';

const TRACE_ID_HEADER = 'x-app-trace-id';
const TRACE_ID_BYTES = 8;

/** Gives every /wps answer a trace id, as the platform's gateway does; a forwarded answer keeps its own. */
export function traceIdMiddleware(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has(TRACE_ID_HEADER)) c.res.headers.set(TRACE_ID_HEADER, randomHex(TRACE_ID_BYTES));
  };
}

import type { MiddlewareHandler } from 'hono';
import { ERROR_CODES, sendFailure } from '../protocol/envelope';

const HTTP_BAD_GATEWAY = 502;

/** Hop-by-hop headers and those fetch() sets itself; forwarding them would corrupt the request. */
const REQUEST_HEADERS_NOT_FORWARDED = new Set(['host', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'upgrade']);

/**
 * fetch() has already decoded the body, so the upstream's encoding and length no longer describe
 * it; the compress middleware encodes again for the browser.
 */
const RESPONSE_HEADERS_NOT_FORWARDED = new Set(['content-encoding', 'content-length', 'transfer-encoding', 'connection', 'keep-alive']);

const METHODS_WITHOUT_BODY = new Set(['GET', 'HEAD']);

/**
 * Sends every request it sees to the real platform at `platformUrl` (PLATFORM_URL) and answers
 * with the platform's answer, so the app can be tried against a real server from one origin.
 */
export function proxyMiddleware(platformUrl: string, fetchImpl: typeof fetch = fetch): MiddlewareHandler {
  const base = new URL(platformUrl);
  return async (c) => {
    const incoming = new URL(c.req.url);
    const target = new URL(incoming.pathname + incoming.search, base);
    const headers = new Headers();
    for (const [name, value] of c.req.raw.headers) {
      if (!REQUEST_HEADERS_NOT_FORWARDED.has(name)) headers.append(name, value);
    }
    const method = c.req.method;
    const body = METHODS_WITHOUT_BODY.has(method) ? undefined : await c.req.arrayBuffer();
    let upstream: Response;
    try {
      upstream = await fetchImpl(target, { method, headers, body, redirect: 'manual' });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return sendFailure(c, ERROR_CODES.upstreamUnreachable, `Platform ${base.origin} unreachable: ${reason}`, HTTP_BAD_GATEWAY);
    }
    const responseHeaders = new Headers();
    for (const [name, value] of upstream.headers) {
      if (!RESPONSE_HEADERS_NOT_FORWARDED.has(name)) responseHeaders.append(name, value);
    }
    return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
  };
}

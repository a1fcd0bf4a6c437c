import type { Context } from 'hono';

/** Never sent: the client is gone when a request that is never answered ends. */
const HTTP_CLIENT_CLOSED = 499;

/** A dead host (a line, a captcha stand-in host): the request was accepted and is never answered; settles only when the client goes away. */
export function neverAnswer(c: Context): Promise<Response> {
  const signal = c.req.raw.signal;
  return new Promise((resolve) => {
    const end = () => resolve(new Response(null, { status: HTTP_CLIENT_CLOSED }));
    if (signal.aborted) end();
    else signal.addEventListener('abort', end, { once: true });
  });
}

import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, sendFailure } from '../protocol/envelope';
import type { Fault, FaultStore } from '../state/faults';

/** Error codes that go with an HTTP status when a fault names only the status (docs/platform-calls.md, Statuses and error codes). */
const STATUS_ERROR_CODES: Readonly<Partial<Record<number, string>>> = {
  400: ERROR_CODES.functionNotAvailable,
  401: ERROR_CODES.loginNotSession,
  429: ERROR_CODES.tooManyRequests,
};

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function faultAnswer(c: Context, fault: Fault): Response | undefined {
  if (fault.status === undefined && fault.errorCode === undefined) return undefined;
  const status = (fault.status ?? 200) as ContentfulStatusCode;
  const errorCode =
    fault.errorCode ?? (fault.status === undefined ? undefined : STATUS_ERROR_CODES[fault.status]) ?? ERROR_CODES.simulatedFault;
  const message = fault.message ?? fault.errorCode ?? `Simulated fault: HTTP ${status}`;
  return sendFailure(c, errorCode, message, status);
}

/**
 * The same answer, its body sent in two halves `ms` apart: the headers and the first half arrive at
 * once, as from a server or proxy that stalls mid-body. Chunked (no Content-Length), so the client
 * cannot tell the body is short; a client that gives up and cancels ends the wait.
 */
async function stalledBody(response: Response, ms: number): Promise<Response> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const half = Math.max(1, Math.floor(bytes.length / 2));
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent === 0) {
        sent = half;
        controller.enqueue(bytes.subarray(0, half));
        return;
      }
      await new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
      controller.enqueue(bytes.subarray(half));
      controller.close();
    },
    cancel() {
      clearTimeout(timer);
    },
  });
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Applies the faults to every call behind it: waits the delay, then answers the fault's status or
 * error code, or lets the call through when the fault is a delay only; a `stallBodyMs` stalls the
 * body of whichever answer that is.
 */
export function faultMiddleware(store: FaultStore): MiddlewareHandler {
  return async (c, next) => {
    const fault = store.take(c.req.method, c.req.path);
    if (fault === undefined) return next();
    if (fault.delayMs !== undefined && fault.delayMs > 0) await sleep(fault.delayMs);
    const answer = faultAnswer(c, fault);
    if (fault.stallBodyMs === undefined) return answer ?? next();
    if (answer === undefined) await next();
    const stalled = await stalledBody(answer ?? c.res, fault.stallBodyMs);
    // Cleared first: Hono's setter would copy the old answer's headers, Content-Length among them.
    c.res = undefined;
    c.res = stalled;
    return stalled;
  };
}

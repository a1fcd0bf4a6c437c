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
 * Applies the faults to every call behind it: waits the delay, then answers the fault's status or
 * error code, or lets the call through when the fault is a delay only.
 */
export function faultMiddleware(store: FaultStore): MiddlewareHandler {
  return async (c, next) => {
    const fault = store.take(c.req.method, c.req.path);
    if (fault === undefined) return next();
    if (fault.delayMs !== undefined && fault.delayMs > 0) await sleep(fault.delayMs);
    const answer = faultAnswer(c, fault);
    if (answer !== undefined) return answer;
    return next();
  };
}

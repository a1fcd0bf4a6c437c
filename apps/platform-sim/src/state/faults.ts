import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ERROR_CODES, sendFailure } from '../protocol/envelope';

/** Longest delay a fault may ask for: above the client's 30 s timeout, below a test runner's patience. */
const MAX_FAULT_DELAY_MS = 120_000;
const MIN_FAULT_STATUS = 400;
const MAX_FAULT_STATUS = 599;
const PREFIX_WILDCARD = '*';

/** Error codes that go with an HTTP status when a fault names only the status (protocol.md). */
const STATUS_ERROR_CODES: Readonly<Partial<Record<number, string>>> = {
  400: ERROR_CODES.functionNotAvailable,
  401: ERROR_CODES.loginNotSession,
  429: ERROR_CODES.tooManyRequests,
};

/** What POST /__sim/faults accepts. */
export interface FaultSpec {
  /** Upper-case HTTP method; any method when absent. */
  method?: string;
  /** Exact path without the query, e.g. /wps/system/status; a trailing `*` matches every path under it, e.g. /wps/*. */
  path: string;
  delayMs?: number;
  status?: number;
  errorCode?: string;
  message?: string;
  /** How many calls the fault hits before it switches itself off; unlimited when absent. */
  times?: number;
}

export interface Fault extends FaultSpec {
  id: number;
  /** Calls answered by this fault so far. */
  hits: number;
}

/** Faults switched on by tests. The newest matching fault wins, so a test can layer a one-off over a standing one. */
export class FaultStore {
  private faults: Fault[] = [];
  private nextId = 1;

  add(spec: FaultSpec): Fault {
    const fault: Fault = { ...spec, id: this.nextId++, hits: 0 };
    this.faults.unshift(fault);
    return fault;
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  remove(id: number): boolean {
    const before = this.faults.length;
    this.faults = this.faults.filter((fault) => fault.id !== id);
    return this.faults.length !== before;
  }

  clear(): void {
    this.faults = [];
  }

  /** Finds the fault for this call and counts the hit, retiring the fault when its times are used up. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find(
      (candidate) => pathMatches(candidate.path, path) && (candidate.method === undefined || candidate.method === method),
    );
    if (fault === undefined) return undefined;
    fault.hits += 1;
    if (fault.times !== undefined && fault.hits >= fault.times) this.remove(fault.id);
    return fault;
  }
}

/** A trailing `*` turns the fault's path into a prefix, so one fault can slow a whole network. */
function pathMatches(pattern: string, path: string): boolean {
  return pattern.endsWith(PREFIX_WILDCARD) ? path.startsWith(pattern.slice(0, -PREFIX_WILDCARD.length)) : pattern === path;
}

function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

function isWholeNumber(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Checks a control-API body; returns the spec or a sentence saying what is wrong. */
export function parseFaultSpec(input: unknown): FaultSpec | string {
  if (!isRecord(input)) return 'body must be a JSON object';
  const { method, path, delayMs, status, errorCode, message, times } = input;
  if (typeof path !== 'string' || !path.startsWith('/')) return 'path must be a string starting with /';
  if (path.includes('?')) return 'path must not carry a query: faults match the path only';
  if (method !== undefined && typeof method !== 'string') return 'method must be a string';
  if (delayMs !== undefined && !isWholeNumber(delayMs, 0, MAX_FAULT_DELAY_MS))
    return `delayMs must be a whole number from 0 to ${MAX_FAULT_DELAY_MS}`;
  if (status !== undefined && !isWholeNumber(status, MIN_FAULT_STATUS, MAX_FAULT_STATUS))
    return `status must be an HTTP error status from ${MIN_FAULT_STATUS} to ${MAX_FAULT_STATUS}`;
  if (errorCode !== undefined && typeof errorCode !== 'string') return 'errorCode must be a string';
  if (message !== undefined && typeof message !== 'string') return 'message must be a string';
  if (times !== undefined && !isWholeNumber(times, 1, Number.MAX_SAFE_INTEGER)) return 'times must be a whole number of at least 1';
  if (delayMs === undefined && status === undefined && errorCode === undefined)
    return 'a fault needs at least one of delayMs, status, errorCode';
  const spec: FaultSpec = { path };
  if (method !== undefined) spec.method = method.toUpperCase();
  if (delayMs !== undefined) spec.delayMs = delayMs;
  if (status !== undefined) spec.status = status;
  if (errorCode !== undefined) spec.errorCode = errorCode;
  if (message !== undefined) spec.message = message;
  if (times !== undefined) spec.times = times;
  return spec;
}

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

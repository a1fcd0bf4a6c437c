import type { Hono } from 'hono';
import type { FaultSpec } from '../state/faults';
import type { SimState } from '../state/sim-state';
import { accepted, isJsonObject, notFound, withJsonBody } from './request-body';

/** Longest delay a fault may ask for: above the client's 30 s timeout, below a test runner's patience. */
const MAX_FAULT_DELAY_MS = 120_000;
const MIN_FAULT_STATUS = 400;
const MAX_FAULT_STATUS = 599;
const HTTP_CREATED = 201;

function isWholeNumber(value: unknown, min: number, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
}

/** Checks a control-API body; returns the spec or a sentence saying what is wrong. */
export function parseFaultSpec(input: unknown): FaultSpec | string {
  if (!isJsonObject(input)) return 'body must be a JSON object';
  const { method, path, delayMs, stallBodyMs, status, errorCode, message, times } = input;
  if (typeof path !== 'string' || !path.startsWith('/')) return 'path must be a string starting with /';
  if (path.includes('?')) return 'path must not carry a query: faults match the path only';
  if (method !== undefined && typeof method !== 'string') return 'method must be a string';
  if (delayMs !== undefined && !isWholeNumber(delayMs, 0, MAX_FAULT_DELAY_MS))
    return `delayMs must be a whole number from 0 to ${MAX_FAULT_DELAY_MS}`;
  if (stallBodyMs !== undefined && !isWholeNumber(stallBodyMs, 1, MAX_FAULT_DELAY_MS))
    return `stallBodyMs must be a whole number from 1 to ${MAX_FAULT_DELAY_MS}`;
  if (status !== undefined && !isWholeNumber(status, MIN_FAULT_STATUS, MAX_FAULT_STATUS))
    return `status must be an HTTP error status from ${MIN_FAULT_STATUS} to ${MAX_FAULT_STATUS}`;
  if (errorCode !== undefined && typeof errorCode !== 'string') return 'errorCode must be a string';
  if (message !== undefined && typeof message !== 'string') return 'message must be a string';
  if (times !== undefined && !isWholeNumber(times, 1, Number.MAX_SAFE_INTEGER)) return 'times must be a whole number of at least 1';
  if (delayMs === undefined && stallBodyMs === undefined && status === undefined && errorCode === undefined)
    return 'a fault needs at least one of delayMs, stallBodyMs, status, errorCode';
  const spec: FaultSpec = { path };
  if (method !== undefined) spec.method = method.toUpperCase();
  if (delayMs !== undefined) spec.delayMs = delayMs;
  if (stallBodyMs !== undefined) spec.stallBodyMs = stallBodyMs;
  if (status !== undefined) spec.status = status;
  if (errorCode !== undefined) spec.errorCode = errorCode;
  if (message !== undefined) spec.message = message;
  if (times !== undefined) spec.times = times;
  return spec;
}

/** Faults on /wps calls (README, "Faults"): list, add, clear, remove one. */
export function registerFaultsControl(control: Hono, state: SimState): void {
  control.get('/faults', (c) => c.json(state.faults.list()));

  control.post(
    '/faults',
    withJsonBody((body, c) => c.json(state.faults.add(accepted(parseFaultSpec(body))), HTTP_CREATED)),
  );

  control.delete('/faults', (c) => {
    const cleared = state.faults.list().length;
    state.faults.clear();
    return c.json({ cleared });
  });

  control.delete('/faults/:id', (c) =>
    state.faults.remove(Number(c.req.param('id'))) ? c.json({ ok: true }) : notFound(c, 'no such fault'),
  );
}

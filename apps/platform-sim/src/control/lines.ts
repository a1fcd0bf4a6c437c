import type { Hono } from 'hono';
import type { LineInfo, LineRegistry } from '../state/lines';
import type { SimState } from '../state/sim-state';
import { accepted, isJsonObject, withJsonBody } from './request-body';

/** Longest delay a line may be given: past the chooser's 10 s timeout, below a test runner's patience. */
const MAX_LINE_DELAY_MS = 120_000;

/** What POST /__sim/lines accepts, checked against the listening lines. */
export interface LinesUpdate {
  delays: Map<LineInfo, number>;
  /** When given, exactly these lines are dead afterwards. */
  dead: Set<LineInfo> | undefined;
}

/** Checks a control-API body; returns the update or a sentence saying what is wrong. */
export function parseLinesUpdate(input: unknown, registry: LineRegistry): LinesUpdate | string {
  if (!isJsonObject(input)) return 'body must be a JSON object';
  const { delays, dead } = input;
  const update: LinesUpdate = { delays: new Map(), dead: undefined };
  if (delays !== undefined) {
    if (!isJsonObject(delays)) return 'delays must be an object of line (origin or index) to ms';
    for (const [reference, ms] of Object.entries(delays)) {
      const line = registry.find(reference);
      if (line === undefined) return `no line ${reference}`;
      if (typeof ms !== 'number' || !Number.isInteger(ms) || ms < 0 || ms > MAX_LINE_DELAY_MS) {
        return `delay of ${reference} must be a whole number of ms from 0 to ${MAX_LINE_DELAY_MS}`;
      }
      update.delays.set(line, ms);
    }
  }
  if (dead !== undefined) {
    if (!Array.isArray(dead)) return 'dead must be an array of lines (origins or indexes)';
    update.dead = new Set();
    for (const reference of dead as unknown[]) {
      if (typeof reference !== 'string' && typeof reference !== 'number') return 'dead must list origins or indexes';
      const line = registry.find(reference);
      if (line === undefined) return `no line ${String(reference)}`;
      update.dead.add(line);
    }
  }
  return update;
}

function applyLinesUpdate(registry: LineRegistry, update: LinesUpdate): void {
  for (const [line, ms] of update.delays) line.delayMs = ms;
  if (update.dead !== undefined) for (const line of registry.list()) line.dead = update.dead.has(line);
}

/** The line hosts' behaviour (README, "Line hosts"): delays and dead lines, by index or origin. */
export function registerLinesControl(control: Hono, state: SimState): void {
  control.get('/lines', (c) => c.json(state.lines.list()));

  control.post(
    '/lines',
    withJsonBody((body, c) => {
      applyLinesUpdate(state.lines, accepted(parseLinesUpdate(body, state.lines)));
      return c.json(state.lines.list());
    }),
  );
}

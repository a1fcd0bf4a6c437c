import type { Hono } from 'hono';
import type { SimState } from '../state/sim-state';

/** The /wps requests received, oldest first (README, "Request log"): tests read what the app sent. */
export function registerRequestLogControl(control: Hono, state: SimState): void {
  control.get('/requests', (c) => c.json(state.requestLog.list()));

  control.delete('/requests', (c) => {
    state.requestLog.clear();
    return c.json({ ok: true });
  });
}

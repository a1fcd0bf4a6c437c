import type { Hono } from 'hono';
import type { SimState } from '../state/sim-state';
import { accepted, refuse, withJsonBody } from './request-body';
import { targetMerchants } from './targets';

/** Maintenance mode of one merchant or all (README, "Maintenance"): the status call reports it, with its end when given. */
export function registerMaintenanceControl(control: Hono, state: SimState): void {
  control.post(
    '/maintenance',
    withJsonBody((body, c) => {
      const { on, end } = body;
      if (typeof on !== 'boolean') refuse('on must be a boolean');
      if (end !== undefined && end !== null && typeof end !== 'number') refuse('end must be a number (ms since the epoch)');
      const targets = accepted(targetMerchants(state, body.merchant));
      const until = on && typeof end === 'number' ? end : null;
      for (const merchant of targets) merchant.maintenance = { on, end: until };
      return c.json({ merchants: targets.map((merchant) => merchant.seed.code), maintenance: on, maintenanceEnd: until });
    }),
  );
}

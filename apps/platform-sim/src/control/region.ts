import type { Hono } from 'hono';
import type { SimState } from '../state/sim-state';
import { accepted, refuse, withJsonBody } from './request-body';
import { targetMerchants } from './targets';

/** Region restriction of one merchant or all: the status call reports it. */
export function registerRegionControl(control: Hono, state: SimState): void {
  control.post(
    '/region',
    withJsonBody((body, c) => {
      const { on } = body;
      if (typeof on !== 'boolean') refuse('on must be a boolean');
      const targets = accepted(targetMerchants(state, body.merchant));
      for (const merchant of targets) merchant.regionRestricted = on;
      return c.json({ merchants: targets.map((merchant) => merchant.seed.code), regionRestriction: on });
    }),
  );
}

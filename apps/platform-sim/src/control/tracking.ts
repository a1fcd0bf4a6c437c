import type { Hono } from 'hono';
import type { SimState } from '../state/sim-state';

/** Ours: the tracking uploads the app made, newest last (`?merchant=` for one merchant's). */
export function registerTrackingControl(control: Hono, state: SimState): void {
  control.get('/tracking', (c) => c.json({ uploads: state.trackingUploads.list(c.req.query('merchant')) }));
}

import type { Hono } from 'hono';
import type { SimState } from '../state/sim-state';

/** The members as the simulator holds them, second-factor answers included (`?merchant=` for one merchant's). */
export function registerMembersControl(control: Hono, state: SimState): void {
  control.get('/members', (c) => {
    const merchant = c.req.query('merchant');
    return c.json(state.members.filter((member) => merchant === undefined || member.merchant === merchant));
  });
}

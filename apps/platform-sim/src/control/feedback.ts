import type { Hono } from 'hono';
import type { SimState } from '../state/sim-state';
import { notFound } from './request-body';

/** Ours: the feedback the app sent (PUT /wps/feedback), oldest first; `?merchant=` keeps one merchant's. */
export function registerFeedbackControl(control: Hono, state: SimState): void {
  control.get('/feedback', (c) => {
    const merchant = c.req.query('merchant');
    if (merchant !== undefined && state.merchant(merchant) === undefined) return notFound(c, `unknown merchant ${merchant}`);
    return c.json(state.feedback.list(merchant));
  });
}

import type { Hono } from 'hono';
import type { SimState } from '../state/sim-state';
import { refuse, refuseMissing, withJsonBody } from './request-body';

/** Ours: successful deposits added to a member, as the cashier would (the install prompts count them). */
export function registerDepositsControl(control: Hono, state: SimState, defaultMerchant: string): void {
  control.post(
    '/deposit',
    withJsonBody((body, c) => {
      const { username, count = 1 } = body;
      const merchant = typeof body.merchant === 'string' ? body.merchant : defaultMerchant;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) refuse('count must be a positive integer');
      const member = typeof username === 'string' ? state.findMember(merchant, username) : undefined;
      if (member === undefined) refuseMissing(`no member ${String(username)} at ${merchant}`);
      const total = (state.deposits.get(member.id) ?? 0) + count;
      state.deposits.set(member.id, total);
      return c.json({ username: member.username, totalDepositSuccessCount: total });
    }),
  );
}

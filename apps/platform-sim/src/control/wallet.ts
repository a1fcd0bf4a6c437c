import type { Hono } from 'hono';
import type { SimState } from '../state/sim-state';
import { memberReference } from './targets';
import { refuse, refuseMissing, withJsonBody } from './request-body';

/** Ours: a member's balance set as the cashier or a game round would leave it. */
export function registerWalletControl(control: Hono, state: SimState, defaultMerchant: string): void {
  control.post(
    '/wallet',
    withJsonBody((body, c) => {
      const { merchant, username } = memberReference(body, defaultMerchant);
      if (typeof body.balance !== 'number' || !Number.isFinite(body.balance) || body.balance < 0)
        refuse('balance must be a number of 0 or more');
      const member = state.findMember(merchant, username);
      if (member === undefined) refuseMissing(`no member ${username} at ${merchant}`);
      member.balance = body.balance;
      return c.json({ username: member.username, balance: member.balance });
    }),
  );
}

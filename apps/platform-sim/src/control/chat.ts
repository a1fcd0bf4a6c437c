import type { Hono } from 'hono';
import type { SimState } from '../state/sim-state';
import { refuse, refuseMissing, withJsonBody } from './request-body';
import { memberReference } from './targets';

/** New customer-service messages for a member: CBS_unreadCount counts them until the chat is opened. */
export function registerChatControl(control: Hono, state: SimState, defaultMerchant: string): void {
  control.post(
    '/chat/messages',
    withJsonBody((body, c) => {
      const { merchant, username } = memberReference(body, defaultMerchant);
      const count = body.count ?? 1;
      if (typeof count !== 'number' || !Number.isInteger(count)) refuse('count must be a whole number');
      const member = state.findMember(merchant, username);
      if (member === undefined) refuseMissing(`no member ${username} at ${merchant}`);
      return c.json({ unReadCount: state.chatInbox.add(member.id, count) });
    }),
  );
}

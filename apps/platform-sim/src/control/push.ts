import type { Hono } from 'hono';
import { DEFAULT_MERCHANT } from '../seed/index';
import type { SimState } from '../state/sim-state';
import { fcmPayload, parsePushMessage, PUSH_TOPIC_ALL } from './push-message';
import { accepted, refuseMissing, withJsonBody } from './request-body';

/** Ours: the push tokens bound and the push calls made, and the message FCM would deliver. */
export function registerPushControl(control: Hono, state: SimState): void {
  // `?merchant=` for one merchant's.
  control.get('/push', (c) => c.json(state.push.list(c.req.query('merchant'))));

  // To a member's tokens (`username`) or a topic's (`topic`, default ALL).
  control.post(
    '/push/message',
    withJsonBody((body, c) => {
      const message = accepted(parsePushMessage(body));
      const merchant = typeof body.merchant === 'string' ? body.merchant : DEFAULT_MERCHANT;
      const member = message.username === undefined ? undefined : state.findMember(merchant, message.username);
      if (message.username !== undefined && member === undefined) refuseMissing(`unknown member ${message.username}`);
      const recipients = state.push.recipients(merchant, member ? { memberId: member.id } : { topic: message.topic ?? PUSH_TOPIC_ALL });
      return c.json({
        deliveries: recipients.map(({ registrationToken }) => ({ registrationToken, payload: fcmPayload(message, state.now()) })),
      });
    }),
  );
}

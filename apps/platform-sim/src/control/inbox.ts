import type { Hono } from 'hono';
import type { SimState } from '../state/sim-state';
import { notFound, refuse, refuseMissing, withJsonBody } from './request-body';
import { memberReference } from './targets';

const DEFAULT_TITLE = 'A message from us';
const DEFAULT_CONTENT = '<p>Something new is waiting for you.</p>';

/**
 * Ours: new unread messages for a member (POST `{ username, merchant?, count?, title?, content? }`,
 * answering `{ unread, total }`), and a member's messages newest first (GET `?username&merchant`).
 */
export function registerInboxControl(control: Hono, state: SimState, defaultMerchant: string): void {
  control.post(
    '/inbox',
    withJsonBody((body, c) => {
      const { merchant, username } = memberReference(body, defaultMerchant);
      const count = body.count ?? 1;
      if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) refuse('count must be a whole number of 1 or more');
      const title = body.title ?? DEFAULT_TITLE;
      const content = body.content ?? DEFAULT_CONTENT;
      if (typeof title !== 'string' || typeof content !== 'string') refuse('title and content must be strings');
      const member = state.findMember(merchant, username);
      if (member === undefined) refuseMissing(`no member ${username} at ${merchant}`);
      for (let index = 0; index < count; index += 1) state.inbox.add(member.id, { title, content });
      return c.json({ unread: state.inbox.unread(member.id), total: state.inbox.list(member.id).length });
    }),
  );

  control.get('/inbox', (c) => {
    const merchant = c.req.query('merchant') ?? defaultMerchant;
    const username = c.req.query('username') ?? '';
    const member = state.findMember(merchant, username);
    if (member === undefined) return notFound(c, `no member ${username} at ${merchant}`);
    return c.json({ unread: state.inbox.unread(member.id), messages: state.inbox.list(member.id) });
  });
}

import type { Hono } from 'hono';
import type { SimState } from '../state/sim-state';
import { refuseMissing, withJsonBody } from './request-body';
import { memberReference } from './targets';

const HTTP_CREATED = 201;

/** A session for a member without a login: journeys that start signed in use it. */
export function registerSessionsControl(control: Hono, state: SimState, defaultMerchant: string): void {
  control.post(
    '/session',
    withJsonBody((body, c) => {
      const { merchant, username } = memberReference(body, defaultMerchant);
      if (state.merchant(merchant) === undefined) refuseMissing(`unknown merchant ${merchant}`);
      const member = state.findMember(merchant, username);
      if (member === undefined) refuseMissing(`no member ${username} at ${merchant}`);
      const session = state.sessions.create(merchant, member.id);
      return c.json({ token: session.token, id: member.id, userName: member.username, type: member.type }, HTTP_CREATED);
    }),
  );
}

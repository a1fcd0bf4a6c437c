import type { Context } from 'hono';
import { ERROR_CODES, sendFailure } from '../protocol/envelope';
import type { WpsEnv } from './env';
import type { Session } from '../state/sessions';
import type { Member, SimState } from '../state/sim-state';

const HTTP_UNAUTHORIZED = 401;
const NOT_LOGGED_IN_MESSAGE = 'Session has expired, please log in again';

export type Authenticated = { ok: true; session: Session; member: Member } | { ok: false; response: Response };

/**
 * The member behind the Authorization header (the raw token, no Bearer prefix). A token of
 * another merchant counts as no session: the platform scopes sessions by merchant.
 */
export function authenticate(c: Context<WpsEnv>, state: SimState): Authenticated {
  const token = c.req.header('authorization')?.trim() ?? '';
  const session = token === '' ? undefined : state.sessions.get(token);
  const member = session === undefined ? undefined : state.memberById(session.memberId);
  if (session === undefined || member === undefined || session.merchant !== c.get('merchant').seed.code) {
    return { ok: false, response: sendFailure(c, ERROR_CODES.loginNotSession, NOT_LOGGED_IN_MESSAGE, HTTP_UNAUTHORIZED) };
  }
  return { ok: true, session, member };
}

import type { Context, Hono } from 'hono';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { authenticate } from '../wps/session-auth';

const HTTP_BAD_REQUEST = 400;
/** The logout's module id, as the platform's desktop client sends it (docs/platform-calls.md). */
const LOGOUT_MODULE_ID = 'COMM3';

function moduleIdError(c: Context<WpsEnv>): Response | null {
  if (c.req.header('moduleid') === LOGOUT_MODULE_ID) return null;
  return sendFailure(c, ERROR_CODES.functionNotAvailable, `This call needs the ModuleId ${LOGOUT_MODULE_ID}`, HTTP_BAD_REQUEST);
}

/**
 * DELETE /wps/session/logout (COMM3, the session's token, no body): the session ends here, so its
 * token is refused from the next call on (401 login.not.session), as the platform refuses a token
 * its player logged out of. No session: 401 as any member call.
 */
export function registerLogoutRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.delete('/session/logout', (c) => {
    const refused = moduleIdError(c);
    if (refused) return refused;
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    state.sessions.delete(auth.session.token);
    return sendOk(c, null);
  });
}

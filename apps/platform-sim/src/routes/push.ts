import type { Context, Hono } from 'hono';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { readJsonObject } from '../wps/json-body';
import { authenticate } from '../wps/session-auth';

const HTTP_BAD_REQUEST = 400;
const NOT_BOUND = 'push.token.not.bound';

/** The body's non-empty string fields, or a 400 naming the first missing one. */
async function requiredStrings<K extends string>(
  c: Context<WpsEnv>,
  names: readonly K[],
): Promise<{ ok: true; body: Record<K, string> & Record<string, unknown> } | { ok: false; response: Response }> {
  const body = (await readJsonObject(c)) ?? {};
  for (const name of names) {
    const value = body[name];
    if (typeof value !== 'string' || value === '')
      return { ok: false, response: sendFailure(c, ERROR_CODES.requestBodyRequired, `${name} is required`, HTTP_BAD_REQUEST) };
  }
  return { ok: true, body: body as Record<K, string> & Record<string, unknown> };
}

/**
 * The push calls of spec 001 §7; neither their paths nor their bodies were seen on the platform,
 * so the shapes are the specification's fields and the answers ours (`value: null`).
 * `CSP_fcmBind { registrationToken }` and `CSP_fcmSubscribe { registrationToken, topic }` need
 * the session; subscribing a token not bound to the member answers `push.token.not.bound`. The
 * unsubscribe path is not shown: `CSP_fcmUnsubscribe { registrationToken, unsubscribeAll: true }`
 * is ours, and needs no session, because the app sends it when the session has just ended
 * (logout, 401). GET /__sim/push shows what was bound, POST /__sim/push/message makes the message
 * FCM would deliver.
 */
export function registerPushRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.post('/relay/CSP_fcmBind', async (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    const read = await requiredStrings(c, ['registrationToken']);
    if (!read.ok) return read.response;
    state.push.bind(c.get('merchant').seed.code, auth.member.id, read.body.registrationToken);
    return sendOk(c, null);
  });

  router.post('/relay/CSP_fcmSubscribe', async (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    const read = await requiredStrings(c, ['registrationToken', 'topic']);
    if (!read.ok) return read.response;
    const { registrationToken, topic } = read.body;
    if (!state.push.subscribe(c.get('merchant').seed.code, auth.member.id, registrationToken, topic))
      return sendFailure(c, NOT_BOUND, 'The registration token is not bound to this member');
    return sendOk(c, null);
  });

  router.post('/relay/CSP_fcmUnsubscribe', async (c) => {
    const read = await requiredStrings(c, ['registrationToken']);
    if (!read.ok) return read.response;
    if (read.body.unsubscribeAll !== true)
      return sendFailure(c, ERROR_CODES.requestBodyRequired, 'unsubscribeAll must be true', HTTP_BAD_REQUEST);
    const who = c.req.header('authorization') ? authenticate(c, state) : null;
    state.push.unsubscribeAll(c.get('merchant').seed.code, who?.ok ? who.member.id : null, read.body.registrationToken);
    return sendOk(c, null);
  });
}

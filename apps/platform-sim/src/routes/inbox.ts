import type { Context, Hono } from 'hono';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { readJsonObject } from '../wps/json-body';
import { authenticate, type Authenticated } from '../wps/session-auth';
import type { SimState } from '../state/sim-state';

const HTTP_BAD_REQUEST = 400;
/** The inbox calls' module id, as a live page sent it (docs/platform-calls.md); also the merchant's switch (seed/flags.ts). */
const INBOX_MODULE_ID = 'INBOX3';
const DEFAULT_PAGE_SIZE = 10;
const MAX_PAGE_SIZE = 50;

const INBOX_MESSAGES = {
  moduleId: `This call needs the ModuleId ${INBOX_MODULE_ID}`,
  off: 'The inbox is not available for this merchant',
  badPayload: 'request body required',
  notFound: 'No such message',
} as const;

/** The module id, the merchant's switch and the session, in that order; the member when all hold. */
function inboxMember(c: Context<WpsEnv>, state: SimState): Extract<Authenticated, { ok: true }> | Response {
  if (c.req.header('moduleid') !== INBOX_MODULE_ID) {
    return sendFailure(c, ERROR_CODES.functionNotAvailable, INBOX_MESSAGES.moduleId, HTTP_BAD_REQUEST);
  }
  const auth = authenticate(c, state);
  if (!auth.ok) return auth.response;
  if (c.get('merchant').seed.whitelabelVal.INBOX3 !== true) return sendFailure(c, ERROR_CODES.functionNotAvailable, INBOX_MESSAGES.off);
  return auth;
}

/** A positive whole number from the query, else the fallback. */
function positive(value: string | undefined, fallback: number): number {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * The inbox (INBOX3, session; the merchant's INBOX3 switch off: `function.not.available`):
 * - `GET /wps/relay/EMFE_getInboxUnreadCount`: the unread count, a bare number (the live shape).
 * - `GET /wps/relay/EMFE_getInbox?page&size` (page from 1, size 10 by default, at most 50): ours,
 *   `{ list: [{ id, title, content, createTime, isRead }], total, page, size, totalPages }`, newest first.
 * - `POST /wps/relay/EMFE_readInbox { id }`: ours, marks a message read; an unknown id `inbox.not.found`.
 * POST /__sim/inbox adds messages; GET /__sim/inbox lists a member's.
 */
export function registerInboxRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/relay/EMFE_getInboxUnreadCount', (c) => {
    const auth = inboxMember(c, state);
    if (auth instanceof Response) return auth;
    return sendOk(c, state.inbox.unread(auth.member.id));
  });

  router.get('/relay/EMFE_getInbox', (c) => {
    const auth = inboxMember(c, state);
    if (auth instanceof Response) return auth;
    const page = positive(c.req.query('page'), 1);
    const size = Math.min(positive(c.req.query('size'), DEFAULT_PAGE_SIZE), MAX_PAGE_SIZE);
    const all = state.inbox.list(auth.member.id);
    const list = all.slice((page - 1) * size, page * size);
    return sendOk(c, { list, total: all.length, page, size, totalPages: Math.ceil(all.length / size) });
  });

  router.post('/relay/EMFE_readInbox', async (c) => {
    const auth = inboxMember(c, state);
    if (auth instanceof Response) return auth;
    const body = await readJsonObject(c);
    const id = typeof body?.id === 'string' ? Number(body.id) : body?.id;
    if (typeof id !== 'number' || !Number.isInteger(id)) {
      return sendFailure(c, ERROR_CODES.requestBodyRequired, INBOX_MESSAGES.badPayload, HTTP_BAD_REQUEST);
    }
    if (!state.inbox.read(auth.member.id, id)) return sendFailure(c, ERROR_CODES.inboxNotFound, INBOX_MESSAGES.notFound);
    return sendOk(c, null);
  });
}

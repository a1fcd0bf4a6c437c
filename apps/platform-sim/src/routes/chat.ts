import type { Context, Hono } from 'hono';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { CHAT_PAGE_PATH } from '../seed/stand-in-paths';
import { loopbackAliasOrigin } from '../serving/loopback-alias';
import { serviceScriptHtml } from '../stand-ins/service-widget';
import { authenticate } from '../wps/session-auth';

const HTTP_BAD_REQUEST = 400;
/** Both chat calls carry ModuleId CBS3 and the session, as the platform's clients send them. */
const CHAT_MODULE_ID = 'CBS3';
/** Spec 000 §6, 001 §6: member type 4 has no chat. */
const NO_CHAT_MEMBER_TYPE = 4;

const CHAT_MESSAGES = {
  moduleId: `This call needs the ModuleId ${CHAT_MODULE_ID}`,
  chatOff: 'Chat is not available for this merchant',
  noPermission: 'no_permissions',
} as const;

function moduleIdError(c: Context<WpsEnv>): Response | null {
  if (c.req.header('moduleid') === CHAT_MODULE_ID) return null;
  return sendFailure(c, ERROR_CODES.functionNotAvailable, CHAT_MESSAGES.moduleId, HTTP_BAD_REQUEST);
}

/**
 * The chat calls of spec 001 §7. `CBS_launchChat` (query b2c, title, backUrl, language) answers
 * `chatUrl`, the stand-in chat page on this origin with what the launch carried; it is refused
 * where the merchant's chat flag is off and for member type 4 (`no_permissions`). Opening the
 * chat reads every message. `CBS_unreadCount` answers `unReadCount`, which POST
 * /__sim/chat/messages raises. `WPSCORE_getCustomerServiceScript` (no module id, no token) answers
 * `scripts`, the merchant's widget HTML (seed `serviceScripts`) with `{self}` as this origin and
 * `{other}` as a host the app does not list for scripts (a line host).
 */
export function registerChatRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/relay/CBS_launchChat', (c) => {
    const refused = moduleIdError(c);
    if (refused) return refused;
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    if (!c.get('merchant').seed.whitelabelVal.chat) return sendFailure(c, ERROR_CODES.functionNotAvailable, CHAT_MESSAGES.chatOff);
    if (auth.member.type === NO_CHAT_MEMBER_TYPE) return sendFailure(c, CHAT_MESSAGES.noPermission, CHAT_MESSAGES.noPermission);
    const chatUrl = new URL(`${CHAT_PAGE_PATH}/platform`, c.req.url);
    chatUrl.searchParams.set('userName', auth.member.username);
    for (const name of ['b2c', 'title', 'backUrl', 'language']) chatUrl.searchParams.set(name, c.req.query(name) ?? '');
    state.chatInbox.read(auth.member.id);
    return sendOk(c, { chatUrl: chatUrl.toString() });
  });

  router.get('/relay/WPSCORE_getCustomerServiceScript', (c) => {
    const self = new URL(c.req.url).origin;
    const other = state.lines.origins()[0] ?? loopbackAliasOrigin(c.req.url) ?? self;
    return sendOk(c, { scripts: serviceScriptHtml(c.get('merchant').seed.serviceScripts, self, other) });
  });

  router.get('/relay/CBS_unreadCount', (c) => {
    const refused = moduleIdError(c);
    if (refused) return refused;
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    return sendOk(c, { unReadCount: state.chatInbox.count(auth.member.id) });
  });
}

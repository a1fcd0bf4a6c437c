import type { CommonState } from './common-slice';
import type { SessionState } from './session-slice';

/** The merchant's chat flag (white-label `chat`, spec 001 §4, §6): without it there is no chat entry. */
const CHAT_FLAG = 'chat';
/** Spec 000 §6, 001 §6: member type 4 has no chat. */
const NO_CHAT_MEMBER_TYPE = 4;

/** What pressing a chat entry does (spec 001 §4, §6; spec 000 §6). */
export type ChatAccess = 'hidden' | 'login' | 'no-permission' | 'launch';

export interface ChatAccessInput {
  /** The merchant's chat flag. */
  chatEnabled: boolean;
  loggedIn: boolean;
  /** The member's type from member info or the session; unknown while it loads. */
  memberType: number | string | undefined;
}

/**
 * No flag, no entry; a visitor goes to login; member type 4 is refused with `no_permissions`;
 * any other member opens the chat through `CBS_launchChat`. Here rather than in the chat, so the
 * shell's first screen (the tab bar's Service) follows the same rule without the chat's code.
 */
export function chatAccess({ chatEnabled, loggedIn, memberType }: ChatAccessInput): ChatAccess {
  if (!chatEnabled) return 'hidden';
  if (!loggedIn) return 'login';
  if (Number(memberType) === NO_CHAT_MEMBER_TYPE) return 'no-permission';
  return 'launch';
}

export const selectChatAccess = (state: { common: Pick<CommonState, 'whitelabelVal'>; session: Pick<SessionState, 'info' | 'member'> }) =>
  chatAccess({
    chatEnabled: state.common.whitelabelVal[CHAT_FLAG] === true,
    loggedIn: Boolean(state.session.info?.token),
    memberType: state.session.member?.type ?? state.session.info?.type,
  });

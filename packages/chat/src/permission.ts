import { NO_CHAT_MEMBER_TYPE } from './constants';

/** What pressing the chat entry does (spec 001 §4, §6; spec 000 §6). */
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
 * any other member opens the chat through `CBS_launchChat`.
 */
export function chatAccess({ chatEnabled, loggedIn, memberType }: ChatAccessInput): ChatAccess {
  if (!chatEnabled) return 'hidden';
  if (!loggedIn) return 'login';
  if (Number(memberType) === NO_CHAT_MEMBER_TYPE) return 'no-permission';
  return 'launch';
}

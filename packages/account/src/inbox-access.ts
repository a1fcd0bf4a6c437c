import { FUNCTION_NOT_AVAILABLE, INBOX_FLAG } from './constants';

/**
 * Whether the merchant has the inbox. The white-label tree decides where it names `INBOX3` (the
 * inbox calls' own module id, as `REG3` and `REWCEN3` are both switch and module id); the
 * platform's tree was not seen naming it, so where it does not, the unread count's call decides:
 * an answer shows the inbox, `function.not.available` hides it.
 */
export type InboxSwitch = 'on' | 'off' | 'ask';

export function inboxSwitch(whitelabelVal: Readonly<Record<string, boolean>>): InboxSwitch {
  const flag = whitelabelVal[INBOX_FLAG];
  return flag === undefined ? 'ask' : flag ? 'on' : 'off';
}

/** Whether to show the inbox, given the switch and what the count's call answered so far. */
export function inboxOffered(switched: InboxSwitch, answer: { count?: number; errorCode?: string }): boolean {
  if (switched !== 'ask') return switched === 'on';
  return answer.count !== undefined && answer.errorCode !== FUNCTION_NOT_AVAILABLE;
}

/** Whether the count is worth asking for: never where the switch is off, nor once the platform said there is no inbox. */
export function inboxAsked(switched: InboxSwitch, errorCode: string | undefined): boolean {
  return switched !== 'off' && errorCode !== FUNCTION_NOT_AVAILABLE;
}

import { PATHS } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { inboxOffered, inboxSwitch } from '../inbox-access';
import { ACCOUNT_NAMESPACE } from '../locales';
import { useInboxUnreadCountQuery } from '../server-data/inbox-unread-count';
import { useSessionToken } from '../shared/use-member';
import { useAccountSelector } from '../store-hooks';
import { LinkRow } from './EntryRow';

/** Past this the badge says "99+"; the row's name still says the real count. */
const BADGE_MAX = 99;

/**
 * The inbox's entry with its unread count, where the merchant has the inbox (`inbox-access.ts`).
 * The count is the one the shell polls for the Me tab; opening the page asks it once more.
 */
export function InboxRow() {
  const { t } = useTexts(ACCOUNT_NAMESPACE);
  const token = useSessionToken();
  const switched = inboxSwitch(useAccountSelector((state) => state.common.whitelabelVal));
  const { data, error } = useInboxUnreadCountQuery(token ?? '', {
    skip: token === null || switched === 'off',
    refetchOnMountOrArgChange: true,
  });
  const errorCode = error && 'errorCode' in error ? error.errorCode : undefined;
  if (!inboxOffered(switched, { count: data, errorCode })) return null;
  const count = data ?? 0;
  return (
    <LinkRow
      icon="inbox"
      label={t('entry.inbox')}
      to={PATHS.inbox}
      name={count > 0 ? `${t('entry.inbox')} ${t('entry.inboxUnread', { count })}` : undefined}
      end={
        count > 0 ? (
          <span className="acct-badge" aria-hidden="true">
            {count > BADGE_MAX ? `${BADGE_MAX}+` : count}
          </span>
        ) : null
      }
    />
  );
}

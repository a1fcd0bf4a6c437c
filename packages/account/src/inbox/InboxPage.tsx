import { useCallback, useRef } from 'react';
import { Link } from 'react-router';
import { PATHS, useTrackedHref } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { Button, Spinner } from '@lotto/ui';
import { FUNCTION_NOT_AVAILABLE } from '../constants';
import { inboxSwitch } from '../inbox-access';
import type { InboxItem } from '../inbox-items';
import { ACCOUNT_NAMESPACE } from '../locales';
import { useInboxMessagesInfiniteQuery, useReadInboxMessageMutation } from '../server-data/inbox';
import { EmptyState, ErrorState, LoadingState } from '../shared/PageStatus';
import { useSessionToken } from '../shared/use-member';
import { useAccountSelector } from '../store-hooks';
import { InboxItemView } from './InboxItemView';
import { useWhenVisible } from './use-when-visible';

/**
 * The inbox (`/m/inbox`, members, where the merchant has it): the messages newest first, the next
 * page asked as the player nears the end (or with "load more"), each opened in place and marked read
 * there, which lowers the unread count at once. Loading, failed (a retry), empty (a way on) and
 * not available (the merchant has no inbox) each say so.
 */
export function InboxPage() {
  const { t } = useTexts(ACCOUNT_NAMESPACE);
  const token = useSessionToken();
  const switched = inboxSwitch(useAccountSelector((state) => state.common.whitelabelVal));
  const accountHref = useTrackedHref(PATHS.memberHome);
  const promotionsHref = useTrackedHref(PATHS.activity);
  const end = useRef<HTMLDivElement>(null);
  const messages = useInboxMessagesInfiniteQuery(token ?? '', { skip: token === null || switched === 'off' });
  const [markRead] = useReadInboxMessageMutation();
  const { data, error, isLoading, isError, isFetching, isFetchingNextPage, isFetchNextPageError, hasNextPage, fetchNextPage, refetch } =
    messages;
  const more = useCallback(() => {
    if (hasNextPage && !isFetching) void fetchNextPage();
  }, [fetchNextPage, hasNextPage, isFetching]);
  useWhenVisible(end, more, hasNextPage && !isFetchNextPageError);

  const open = (item: InboxItem) => {
    if (token !== null) void markRead({ token, id: item.id });
  };

  const refused = error && 'errorCode' in error && error.errorCode === FUNCTION_NOT_AVAILABLE;
  if (switched === 'off' || refused) {
    return (
      <EmptyState
        message={t('inbox.unavailable')}
        action={
          <Link className="acct-link" to={accountHref}>
            {t('inbox.backToAccount')}
          </Link>
        }
      />
    );
  }
  const items = data?.pages.flatMap((page) => page.items) ?? [];
  if (isLoading || (isFetching && !data)) return <LoadingState label={t('inbox.loading')} />;
  if (isError && !data) return <ErrorState message={t('inbox.failed')} retryLabel={t('inbox.retry')} onRetry={() => void refetch()} />;
  if (items.length === 0) {
    return (
      <EmptyState
        message={t('inbox.empty')}
        action={
          <Link className="acct-link" to={promotionsHref}>
            {t('inbox.toPromotions')}
          </Link>
        }
      />
    );
  }
  return (
    <div className="acct-inbox">
      <ul className="acct-inbox__list">
        {items.map((item) => (
          <InboxItemView key={item.id} item={item} onOpen={open} />
        ))}
      </ul>
      <div ref={end} className="acct-inbox__end">
        {isFetchingNextPage ? (
          <Spinner size="small" label={t('inbox.loadingMore')} autoHideMs={false} />
        ) : isFetchNextPageError ? (
          <ErrorState message={t('inbox.moreFailed')} retryLabel={t('inbox.retry')} onRetry={() => void fetchNextPage()} />
        ) : hasNextPage ? (
          <Button variant="secondary" onClick={more}>
            {t('inbox.more')}
          </Button>
        ) : (
          <p className="acct-inbox__all">{t('inbox.all')}</p>
        )}
      </div>
    </div>
  );
}

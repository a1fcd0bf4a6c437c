import { Fragment, useEffect, useId } from 'react';
import { loadMemberInfo, selectMember, selectSessionInfo } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { accountDetails, DETAIL_SEPARATOR } from '../account-details';
import { ACCOUNT_NAMESPACE } from '../locales';
import { ErrorState } from '../shared/PageStatus';
import { useAccountDispatch, useAccountSelector } from '../store-hooks';

/** Each piece isolated, so that a Latin piece never runs into its neighbour in Urdu. */
function DetailParts({ parts }: { parts: readonly string[] }) {
  return parts.map((part, index) => (
    <Fragment key={part}>
      {index > 0 ? DETAIL_SEPARATOR : null}
      <bdi>{part}</bdi>
    </Fragment>
  ));
}

/**
 * Who is signed in: the nickname (or account) with the VIP label, then the account's details
 * (docs/platform-calls.md, `GET /wps/member/info`), asked when the page opens if nobody has yet.
 * While they come, the card keeps its place; a failure says so with a retry.
 */
export function AccountCard() {
  const { t, i18n } = useTexts(ACCOUNT_NAMESPACE);
  const dispatch = useAccountDispatch();
  const member = useAccountSelector(selectMember);
  const session = useAccountSelector(selectSessionInfo);
  const status = useAccountSelector((state) => state.session.memberStatus);
  const nameId = useId();

  useEffect(() => {
    if (status === 'idle') void dispatch(loadMemberInfo());
  }, [dispatch, status]);

  if (status === 'failed' && !member) {
    return <ErrorState message={t('me.loadFailed')} retryLabel={t('me.retry')} onRetry={() => void dispatch(loadMemberInfo())} />;
  }
  const locale = document.documentElement.lang || i18n.language;
  const name = member?.nickname || member?.account || session?.userName || '';
  const rows = member ? accountDetails(member, session?.userName, locale) : [];
  return (
    <section className="acct-card" aria-labelledby={nameId} aria-busy={!member || undefined}>
      <div className="acct-card__head">
        <span className="acct-card__avatar" aria-hidden="true">
          {[...name][0]?.toUpperCase() ?? ''}
        </span>
        <div className="acct-card__who">
          <h2 id={nameId} className="acct-card__name">
            {name || t('me.loading')}
          </h2>
          {member?.clubLabel?.labelName ? <span className="acct-card__label">{member.clubLabel.labelName}</span> : null}
        </div>
      </div>
      {member ? (
        <dl className="acct-details">
          {rows.map((row) => (
            <div className="acct-details__row" key={row.label}>
              <dt>{t(row.label)}</dt>
              <dd>{row.ltr ? <bdi dir="ltr">{row.value}</bdi> : row.parts ? <DetailParts parts={row.parts} /> : row.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <div className="acct-details acct-details--placeholder" aria-hidden="true">
          <span />
          <span />
          <span />
        </div>
      )}
    </section>
  );
}

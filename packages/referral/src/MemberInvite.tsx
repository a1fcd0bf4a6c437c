import { lazy, Suspense, useId } from 'react';
import { useSelector } from 'react-redux';
import { isAgent, selectMember } from '@lotto/app-core';
import { useTexts } from '@lotto/i18n';
import { Button, Spinner } from '@lotto/ui';
import { AgentEntry } from './AgentEntry';
import { InviteLink } from './InviteLink';
import { InviteQr } from './InviteQr';
import { REFERRAL_NAMESPACE } from './locales';
import { OffersList } from './OffersList';
import { useReferralDetailsQuery } from './server-data/referral-details';
import { useReferralLayoutQuery } from './server-data/referral-layout';
import { shareLink } from './share-link';

// The sanitiser (DOMPurify) comes only with sections to show.
const LayoutSections = lazy(() => import('./LayoutSections'));

/** The details call failed, or answered without a code: said so, with a retry that sends one request at a time. */
function DetailsProblem({ messageKey, retrying, retry }: { messageKey: 'loadFailed' | 'noCode'; retrying: boolean; retry: () => void }) {
  const { t } = useTexts(REFERRAL_NAMESPACE);
  return (
    <section className="referral-card referral-problem" role="alert">
      <p className="referral-card__text">{t(messageKey)}</p>
      <Button variant="secondary" busy={retrying} onClick={retry}>
        {t('retry')}
      </Button>
    </section>
  );
}

/** The member's code and the number of friends who registered with it. */
function Summary({ code, invitations }: { code: string; invitations: number | null }) {
  const { t } = useTexts(REFERRAL_NAMESPACE);
  const titleId = useId();
  return (
    <section className="referral-card referral-summary" aria-labelledby={titleId}>
      <h2 id={titleId} className="ui-visually-hidden">
        {t('code.label')}
      </h2>
      <dl className="referral-summary__facts">
        <div className="referral-summary__fact">
          <dt>{t('code.label')}</dt>
          <dd className="referral-summary__code" dir="ltr">
            {code}
          </dd>
        </div>
        {invitations === null ? null : (
          <div className="referral-summary__fact">
            <dt>{t('invited.label')}</dt>
            <dd className="referral-summary__count">{invitations}</dd>
          </div>
        )}
      </dl>
    </section>
  );
}

/**
 * A member's invite page: the code and count, the link to copy or share, its QR code, what the
 * programme offers, an agent's way to agent registration, and the operator's sections. The
 * details come from the platform or not at all: a failure shows a retry, never a made-up code.
 */
export function MemberInvite({ token }: { token: string }) {
  const { t, i18n } = useTexts(REFERRAL_NAMESPACE);
  const agent = isAgent(useSelector(selectMember)?.type);
  const details = useReferralDetailsQuery(token, { refetchOnMountOrArgChange: true });
  const layout = useReferralLayoutQuery({ token, language: i18n.language });

  if (details.isLoading) {
    return (
      <div className="referral-card referral-loading">
        <Spinner size="small" label={t('loading')} autoHideMs={false} />
        <p className="referral-card__text" aria-hidden="true">
          {t('loading')}
        </p>
      </div>
    );
  }
  const code = details.data?.code ?? null;
  if (details.isError || code === null) {
    const retry = () => {
      if (!details.isFetching) void details.refetch();
    };
    return <DetailsProblem messageKey={details.isError ? 'loadFailed' : 'noCode'} retrying={details.isFetching} retry={retry} />;
  }
  const { invitations, promotionDomains, offers } = details.data ?? { invitations: null, promotionDomains: [], offers: [] };
  const link = shareLink(code, promotionDomains, window.location.origin);
  const sections = layout.data ?? [];
  return (
    <>
      <Summary code={code} invitations={invitations} />
      {link === null ? null : (
        <>
          <InviteLink link={link} />
          <InviteQr link={link} />
        </>
      )}
      <OffersList offers={offers} />
      {agent ? <AgentEntry /> : null}
      {sections.length > 0 ? (
        <Suspense fallback={null}>
          <LayoutSections sections={sections} />
        </Suspense>
      ) : null}
    </>
  );
}

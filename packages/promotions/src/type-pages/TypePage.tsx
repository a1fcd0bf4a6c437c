import type { ReactNode } from 'react';
import { useTexts } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE, type PromotionsMessageKey } from '../locales';
import { useClaimListQuery } from '../server-data/claim-list';
import { belongsTo, TYPE_PAGES, type TypePageKind } from '../rules/type-pages';
import { ClaimOutcomeNotice } from '../components/ClaimOutcomeNotice';
import { EmptyState, LoadFailed, Loading } from '../components/PageState';
import { PromotionCard } from '../components/PromotionCard';
import { RewardList } from '../components/RewardList';
import { useClaim } from '../components/use-claim';
import { useMember } from '../components/use-member';
import { usePromotions } from '../components/use-promotions';

interface TypePageProps {
  kind: TypePageKind;
  /** The address a claim sends. */
  ipAddress: string;
  /** What the shell adds of another package (the leaderboard's winners board); shown first. */
  extra?: ReactNode;
}

/**
 * A go-to target the platform's own page for which was not seen (novice tasks, the rescue fund,
 * the voucher centre, the leaderboard): what the app knows of its type, and nothing made up. The
 * promotions whose go-to leads here, with their pages; the member's rewards of its types, with
 * their claims; and when nothing runs, an empty state that says so and leads to all promotions.
 */
export function TypePage({ kind, ipAddress, extra }: TypePageProps) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const path = TYPE_PAGES[kind];
  const { token } = useMember();
  const list = usePromotions();
  const claims = useClaimListQuery(token ?? '', { skip: token === null, refetchOnMountOrArgChange: true });
  const claim = useClaim(ipAddress);

  const promotions = list.promotions.filter((promotion) => belongsTo(promotion.promotionType, path));
  const rewards = (claims.data ?? []).filter((reward) => belongsTo(reward.promotionType, path));
  const loading = list.loading || (token !== null && claims.isLoading);
  const failed = list.failed || (claims.isError && !claims.isFetching);
  const retry = () => {
    list.retry();
    if (token !== null) void claims.refetch();
  };

  return (
    <div className="promotions-page">
      {extra}
      <ClaimOutcomeNotice outcome={claim.outcome} onClose={claim.dismiss} />
      {loading ? (
        <Loading />
      ) : failed ? (
        <LoadFailed onRetry={retry} />
      ) : promotions.length === 0 && rewards.length === 0 ? (
        <EmptyState message={t(`type.${kind}.empty` as PromotionsMessageKey)} />
      ) : (
        <>
          {rewards.length > 0 ? (
            <section className="promotions-section" aria-labelledby="promotions-type-rewards">
              <h2 id="promotions-type-rewards" className="promotions-section__title">
                {t('type.rewards')}
              </h2>
              <RewardList rewards={rewards} pendingId={claim.pendingId} onClaim={(reward) => void claim.start(reward)} />
            </section>
          ) : null}
          {promotions.length > 0 ? (
            <section className="promotions-section" aria-labelledby="promotions-type-promotions">
              <h2 id="promotions-type-promotions" className="promotions-section__title">
                {t('type.promotions')}
              </h2>
              <ul className="promotions-cards">
                {promotions.map((promotion) => (
                  <PromotionCard key={promotion.id} promotion={promotion} level={3} />
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

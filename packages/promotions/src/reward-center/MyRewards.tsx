import { useTexts } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE } from '../locales';
import { useClaimListQuery } from '../server-data/claim-list';
import { ClaimOutcomeNotice } from '../components/ClaimOutcomeNotice';
import { EmptyState, LoadFailed, Loading } from '../components/PageState';
import { RewardList } from '../components/RewardList';
import { useClaim } from '../components/use-claim';

/** "My rewards": the claim list as cards with their countdowns and claim buttons, and how the last claim ended. */
export function MyRewards({ token, ipAddress }: { token: string; ipAddress: string }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const { data, isLoading, isError, isFetching, refetch } = useClaimListQuery(token, { refetchOnMountOrArgChange: true });
  const claim = useClaim(ipAddress);
  return (
    <section className="promotions-section" aria-labelledby="promotions-rewards-title">
      <h2 id="promotions-rewards-title" className="promotions-section__title">
        {t('rewards.title')}
      </h2>
      <ClaimOutcomeNotice outcome={claim.outcome} onClose={claim.dismiss} />
      {isLoading ? (
        <Loading />
      ) : isError && !isFetching ? (
        <LoadFailed onRetry={() => void refetch()} />
      ) : !data?.length ? (
        <EmptyState message={t('rewards.empty')} />
      ) : (
        <RewardList rewards={data} pendingId={claim.pendingId} onClaim={(reward) => void claim.start(reward)} />
      )}
    </section>
  );
}

import { useTexts } from '@lotto/i18n';
import { Tabs } from '@lotto/ui';
import { PROMOTIONS_NAMESPACE } from '../locales';
import { useCheckInConfigsQuery } from '../server-data/check-in';
import { EmptyState, LoadFailed, Loading } from '../components/PageState';
import { useMember } from '../components/use-member';
import { CheckInProgramme } from './CheckInProgramme';

/**
 * /m/activity/signIn, the daily check-in (the LOGIN promotion): its programmes as tabs (one
 * programme needs none), each with its days, today's claim, its totals and its rules.
 */
export function CheckInPage() {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const { token } = useMember();
  const { data, isLoading, isError, isFetching, refetch } = useCheckInConfigsQuery(token ?? '', {
    skip: token === null,
    refetchOnMountOrArgChange: true,
  });
  if (token === null || isLoading) return <div className="promotions-page">{<Loading rows={3} />}</div>;
  if ((isError && !isFetching) || !data) {
    return (
      <div className="promotions-page">
        <LoadFailed onRetry={() => void refetch()} />
      </div>
    );
  }
  const { configs, allowCheckIn } = data;
  if (configs.length === 0) {
    return (
      <div className="promotions-page">
        <EmptyState message={t('checkIn.none')} />
      </div>
    );
  }
  const programme = (index: number) => {
    const config = configs[index]!;
    return <CheckInProgramme key={config.configId} config={config} token={token} allowCheckIn={allowCheckIn} />;
  };
  return (
    <div className="promotions-page">
      {configs.length === 1 ? (
        programme(0)
      ) : (
        <Tabs
          className="promotions-tabs"
          label={t('checkIn.programmes')}
          tabs={configs.map((config, index) => ({ id: String(config.configId), label: config.name, content: programme(index) }))}
        />
      )}
    </div>
  );
}

import { useRef, useState } from 'react';
import type { PlatformQueryError } from '@lotto/api-client/query';
import { useTexts } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE } from '../locales';
import { useCheckInProgrammeQuery, useClaimCheckInMutation, type CheckInConfig, type CheckInDay } from '../server-data/check-in';
import { positive } from '../rules/amounts';
import { checkInRefusal, type CheckInRefusal } from '../rules/check-in-rules';
import { Notice } from '../components/Notice';
import { LoadFailed, Loading } from '../components/PageState';
import { useFormats } from '../components/use-formats';
import { CheckInDays } from './CheckInDays';
import { CheckInRefusalNotice } from './CheckInRefusalNotice';
import { PlatformHtml } from '../components/PlatformHtml';

type Outcome = { kind: 'done'; day: number } | { kind: 'refused'; refusal: CheckInRefusal };

/** One programme: its totals, its days with today's claim, and its rules. */
export function CheckInProgramme({ config, token, allowCheckIn }: { config: CheckInConfig; token: string; allowCheckIn: boolean }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const { money, number } = useFormats();
  const { data, isLoading, isError, isFetching, refetch } = useCheckInProgrammeQuery(
    { token, configId: config.configId },
    { refetchOnMountOrArgChange: true },
  );
  const [claim] = useClaimCheckInMutation();
  const inFlight = useRef(false);
  const [claimingId, setClaimingId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  // One claim at a time: a double tap sends one request.
  const onClaim = async (day: CheckInDay) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setClaimingId(String(day.id));
    setOutcome(null);
    const result = await claim({ promotionConfigDetailId: day.id });
    inFlight.current = false;
    setClaimingId(null);
    setOutcome(
      'error' in result
        ? { kind: 'refused', refusal: checkInRefusal(result.error as PlatformQueryError, day) }
        : { kind: 'done', day: day.dayCount },
    );
  };

  if (isLoading) return <Loading rows={3} />;
  if ((isError && !isFetching) || !data) return <LoadFailed onRetry={() => void refetch()} />;
  const { footer, days } = data;
  const totalAmount = positive(footer.totalClaimedAmount);
  const totalPoints = positive(footer.totalClaimedPointAmount);
  return (
    <div className="promotions-programme">
      <section className="promotions-totals" aria-label={t('checkIn.totals')}>
        <div>
          <span className="promotions-totals__label">{t('checkIn.daysClaimed')}</span>
          <span className="promotions-totals__value">{number(Number(footer.dayCountClaimed ?? 0))}</span>
        </div>
        <div>
          <span className="promotions-totals__label">{t('checkIn.totalAmount')}</span>
          <bdi className="promotions-totals__value">{money(totalAmount ?? 0)}</bdi>
        </div>
        {totalPoints !== null ? (
          <div>
            <span className="promotions-totals__label">{t('checkIn.totalPoints')}</span>
            <span className="promotions-totals__value">{number(totalPoints)}</span>
          </div>
        ) : null}
      </section>
      {outcome?.kind === 'done' ? (
        <Notice tone="success" onClose={() => setOutcome(null)}>
          <p>{t('checkIn.done', { day: number(outcome.day) })}</p>
        </Notice>
      ) : outcome?.kind === 'refused' ? (
        <CheckInRefusalNotice refusal={outcome.refusal} onClose={() => setOutcome(null)} />
      ) : null}
      {!allowCheckIn ? <p className="promotions-programme__closed">{t('checkIn.closed')}</p> : null}
      <CheckInDays days={days} allowCheckIn={allowCheckIn} claimingId={claimingId} onClaim={(day) => void onClaim(day)} />
      {config.description ? (
        <section className="promotions-section" aria-labelledby={`promotions-rules-${config.configId}`}>
          <h2 id={`promotions-rules-${config.configId}`} className="promotions-section__title">
            {t('checkIn.rules')}
          </h2>
          <PlatformHtml html={config.description} />
        </section>
      ) : null}
    </div>
  );
}

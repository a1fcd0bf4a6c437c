import { useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { PROMOTIONS_NAMESPACE } from '../locales';
import type { CheckInDay } from '../server-data/check-in';
import { dayConditions, dayState, todayOf, type DayState } from '../rules/check-in-rules';
import { rewardParts } from '../rules/reward-parts';
import { RewardFigures } from '../components/RewardFigures';
import { useFormats } from '../components/use-formats';

interface CheckInDaysProps {
  days: readonly CheckInDay[];
  allowCheckIn: boolean;
  claimingId: string | null;
  onClaim: (day: CheckInDay) => void;
}

const STATE_TEXT = {
  claimed: 'checkIn.claimed',
  missed: 'checkIn.missed',
  upcoming: 'checkIn.upcoming',
  closed: 'checkIn.closed',
} as const;

function DayRow({ day, state, claiming, onClaim }: { day: CheckInDay; state: DayState; claiming: boolean; onClaim: () => void }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const { moneyInText, number } = useFormats();
  const { deposit, validBet } = dayConditions(day);
  const conditions = [
    deposit !== null ? t('checkIn.needsDeposit', { amount: moneyInText(deposit) }) : null,
    validBet !== null ? t('checkIn.needsBet', { amount: moneyInText(validBet) }) : null,
  ].filter((condition): condition is string => condition !== null);
  return (
    <li className="promotions-day" data-state={state} aria-current={state === 'claimable' || state === 'closed' ? 'date' : undefined}>
      <div className="promotions-day__body">
        <h3 className="promotions-day__title">{t('checkIn.day', { day: number(day.dayCount) })}</h3>
        <RewardFigures parts={rewardParts({ amount: day.amount, points: day.pointAmount, ticket: day.ticket })} />
        {conditions.length > 0 ? (
          <p className="promotions-day__conditions">{t('checkIn.needs', { conditions: conditions.join(' · ') })}</p>
        ) : null}
      </div>
      {state === 'claimable' ? (
        <Button className="promotions-day__claim" busy={claiming} onClick={onClaim}>
          {t('checkIn.claim')}
        </Button>
      ) : (
        <span className="promotions-day__state">{t(STATE_TEXT[state])}</span>
      )}
    </li>
  );
}

/** A programme's days, each with its reward and conditions; today's the one to claim. */
export function CheckInDays({ days, allowCheckIn, claimingId, onClaim }: CheckInDaysProps) {
  const today = todayOf(days);
  return (
    <ol className="promotions-days">
      {days.map((day) => (
        <DayRow
          key={day.id}
          day={day}
          state={dayState(day, today, allowCheckIn)}
          claiming={claimingId === String(day.id)}
          onClaim={() => onClaim(day)}
        />
      ))}
    </ol>
  );
}

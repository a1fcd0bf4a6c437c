import { useTexts } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE } from '../locales';
import type { CheckInRefusal, ConditionFigures } from '../rules/check-in-rules';
import { Notice } from '../components/Notice';
import { useFormats } from '../components/use-formats';
import { WaysOn, type WayOn } from '../components/WaysOn';

function ConditionLine({ figures, kind }: { figures: ConditionFigures | null; kind: 'deposit' | 'bet' }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const { moneyInText } = useFormats();
  if (figures === null) return null;
  const required = figures.required !== null ? moneyInText(figures.required) : '—';
  const text =
    figures.reached !== null
      ? t(kind === 'deposit' ? 'checkIn.depositProgress' : 'checkIn.betProgress', { required, reached: moneyInText(figures.reached) })
      : t(kind === 'deposit' ? 'checkIn.depositRequired' : 'checkIn.betRequired', { required });
  return <li>{text}</li>;
}

/** Why today's check-in was refused, in the player's words, and where to go from here. */
export function CheckInRefusalNotice({ refusal, onClose }: { refusal: CheckInRefusal; onClose: () => void }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  if (refusal.kind === 'profile') {
    return (
      <Notice tone="problem" onClose={onClose}>
        <p className="promotions-notice__title">{t('checkIn.profile')}</p>
        <WaysOn ways={['account', 'service']} />
      </Notice>
    );
  }
  if (refusal.kind === 'other') {
    return (
      <Notice tone="problem" onClose={onClose}>
        <p className="promotions-notice__title">{t('checkIn.other')}</p>
        {refusal.message ? <p>{refusal.message}</p> : null}
        <WaysOn ways={['service']} />
      </Notice>
    );
  }
  const needsDeposit = refusal.kind !== 'bet';
  const needsBet = refusal.kind !== 'deposit';
  const ways: WayOn[] = [...(needsBet ? (['games'] as const) : []), 'service'];
  return (
    <Notice tone="problem" onClose={onClose}>
      <p className="promotions-notice__title">{t('checkIn.notMet')}</p>
      <ul className="promotions-notice__list">
        {needsDeposit ? <ConditionLine figures={refusal.deposit} kind="deposit" /> : null}
        {needsBet ? <ConditionLine figures={refusal.validBet} kind="bet" /> : null}
      </ul>
      {needsDeposit ? <p>{t('checkIn.depositWay')}</p> : null}
      <WaysOn ways={ways} />
    </Notice>
  );
}

import { useTexts } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE } from '../locales';
import { countdownParts, expiryState } from '../rules/countdown';
import { useFormats } from './use-formats';

/**
 * A reward's expiry as a line: permanent, expired, or the time left (days, then hh:mm:ss in the
 * player's digits), its moment in `dateTime`. Not announced at every tick: the line is read when
 * the reader reaches it.
 */
export function Countdown({ expiry, now }: { expiry: number | null | undefined; now: number }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const { number, twoDigits } = useFormats();
  const state = expiryState(expiry, now);
  if (state.kind === 'permanent') return <span className="promotions-expiry promotions-expiry--permanent">{t('rewards.permanent')}</span>;
  if (state.kind === 'expired') return <span className="promotions-expiry promotions-expiry--expired">{t('rewards.expired')}</span>;
  const { days, hours, minutes, seconds } = countdownParts(state.remainingMs);
  // The clock reads left to right in every script: isolated, Urdu does not reorder its parts.
  const clock = `\u2066${[hours, minutes, seconds].map(twoDigits).join(':')}\u2069`;
  const time = days > 0 ? t('time.daysClock', { days: number(days), clock }) : clock;
  return (
    <time className="promotions-expiry" dateTime={new Date(Number(expiry)).toISOString()}>
      {t('rewards.expiresIn', { time })}
    </time>
  );
}

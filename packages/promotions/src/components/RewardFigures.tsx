import { useTexts } from '@lotto/i18n';
import { PROMOTIONS_NAMESPACE } from '../locales';
import type { RewardPart } from '../rules/reward-parts';
import { useFormats } from './use-formats';

/** What a reward gives, each part a chip: money in the merchant's currency, points, a ticket. */
export function RewardFigures({ parts }: { parts: readonly RewardPart[] }) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const { money, number } = useFormats();
  if (parts.length === 0) return null;
  return (
    <ul className="promotions-figures">
      {parts.map((part) => (
        <li key={part.kind} className={`promotions-figures__part promotions-figures__part--${part.kind}`}>
          {part.kind === 'amount' ? (
            <bdi>{money(part.value)}</bdi>
          ) : part.kind === 'points' ? (
            t('rewards.points', { points: number(part.value) })
          ) : (
            t('rewards.ticket', { name: part.name })
          )}
        </li>
      ))}
    </ul>
  );
}

import { useTexts } from '@lotto/i18n';
import { Button } from '@lotto/ui';
import { PROMOTIONS_NAMESPACE } from '../locales';
import type { ClaimReward } from '../server-data/claim-list';
import { expiryState } from '../rules/countdown';
import { rewardParts } from '../rules/reward-parts';
import { Countdown } from './Countdown';
import { RewardFigures } from './RewardFigures';

interface RewardCardProps {
  reward: ClaimReward;
  /** The list's one clock. */
  now: number;
  /** This reward's claim is under way. */
  claiming: boolean;
  onClaim: (reward: ClaimReward) => void;
  level?: 2 | 3;
}

/** A reward of "My rewards": title, what it gives, its countdown (or "permanent"), and the claim button, disabled once expired. */
export function RewardCard({ reward, now, claiming, onClaim, level = 3 }: RewardCardProps) {
  const { t } = useTexts(PROMOTIONS_NAMESPACE);
  const expired = expiryState(reward.expiry, now).kind === 'expired';
  const title = reward.eventName?.trim() || reward.ticketName?.trim() || t('rewards.untitled');
  const parts = rewardParts({ amount: reward.rewardAmount, points: reward.rewardPoint, ticket: reward.ticketName });
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <li className="promotions-reward" data-expired={expired || undefined}>
      <div className="promotions-reward__body">
        <Heading className="promotions-reward__title">{title}</Heading>
        <RewardFigures parts={parts} />
        {reward.remark ? <p className="promotions-reward__remark">{reward.remark}</p> : null}
        <Countdown expiry={reward.expiry} now={now} />
      </div>
      <Button className="promotions-reward__claim" busy={claiming} disabled={expired} onClick={() => onClaim(reward)}>
        {t('rewards.claim')}
      </Button>
    </li>
  );
}

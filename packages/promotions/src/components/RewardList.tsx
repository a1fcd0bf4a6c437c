import type { ClaimReward } from '../server-data/claim-list';
import { RewardCard } from './RewardCard';
import { useCountdownClock } from './use-countdown-clock';

interface RewardListProps {
  rewards: readonly ClaimReward[];
  pendingId: string | null;
  onClaim: (reward: ClaimReward) => void;
  level?: 2 | 3;
}

/** Rewards as cards, every countdown read from one clock for the whole list. */
export function RewardList({ rewards, pendingId, onClaim, level }: RewardListProps) {
  const now = useCountdownClock(rewards.map((reward) => reward.expiry));
  return (
    <ul className="promotions-rewards">
      {rewards.map((reward) => (
        <RewardCard
          key={reward.rewardId}
          reward={reward}
          now={now}
          claiming={pendingId === String(reward.rewardId)}
          onClaim={onClaim}
          level={level}
        />
      ))}
    </ul>
  );
}

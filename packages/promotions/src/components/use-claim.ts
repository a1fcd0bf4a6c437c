import { useRef, useState } from 'react';
import type { PlatformQueryError } from '@lotto/api-client/query';
import type { ClaimReward } from '../server-data/claim-list';
import { useClaimRewardMutation } from '../server-data/claim-reward';
import { claimRefusal, type ClaimRefusal } from '../rules/claim-refusal';

/** How the last claim ended: claimed, or refused and why. */
export type ClaimOutcome = { kind: 'claimed' } | ClaimRefusal;

/**
 * Claiming a reward: one claim at a time, so a double tap (or a tap on another card while one
 * runs) sends one request; the lists and the wallet reload through the mutation's tags.
 */
export function useClaim(ipAddress: string) {
  const [claim] = useClaimRewardMutation();
  const inFlight = useRef(false);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<ClaimOutcome | null>(null);

  const start = async (reward: ClaimReward) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPendingId(String(reward.rewardId));
    setOutcome(null);
    const result = await claim({ promotionClaimId: reward.rewardId, promotionType: reward.promotionType ?? '', ipAddress });
    inFlight.current = false;
    setPendingId(null);
    setOutcome('error' in result ? claimRefusal(result.error as PlatformQueryError) : { kind: 'claimed' });
  };

  return { start, pendingId, outcome, dismiss: () => setOutcome(null) };
}

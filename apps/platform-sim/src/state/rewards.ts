import { memberRewardsSeed, type ClaimSeed } from '../seed/rewards';

/** Who the rewards belong to (a member of sim-state, named here so the two files do not import each other). */
interface RewardOwner {
  id: number;
  merchant: string;
  username: string;
}

/** A reward as the claim list answers it: `expiry` in ms (null: permanent), `status` I issued, C claimed. */
export interface Claim extends Omit<ClaimSeed, 'expiresIn'> {
  expiry: number | null;
  status: 'I' | 'C';
}

/** A member's rewards as the simulator holds them between calls. */
export interface MemberRewards {
  claims: Claim[];
  mobileVerified: boolean;
  deposit: number;
  validBet: number;
  /** By configId: today's day and the days claimed. */
  checkIn: Map<number, { today: number; claimed: Set<number> }>;
  /** Whether check-in is allowed now (`allowCheckIn`). */
  allowCheckIn: boolean;
}

/**
 * Every member's rewards, made from the seed when first read after a reset (expiries count from
 * then), so a journey's clock and the simulator's agree on what is about to expire.
 */
export class RewardBook {
  private readonly byMember = new Map<number, MemberRewards>();

  constructor(private readonly now: () => number) {}

  reset(): void {
    this.byMember.clear();
  }

  of(member: RewardOwner): MemberRewards {
    const known = this.byMember.get(member.id);
    if (known) return known;
    const seed = memberRewardsSeed(member.merchant, member.username);
    const at = this.now();
    const rewards: MemberRewards = {
      claims: seed.claims.map(({ expiresIn, ...claim }) => ({ ...claim, expiry: expiresIn === null ? null : at + expiresIn, status: 'I' })),
      mobileVerified: seed.mobileVerified,
      deposit: seed.deposit,
      validBet: seed.validBet,
      checkIn: new Map(
        Object.entries(seed.checkIn).map(([configId, progress]) => [
          Number(configId),
          { today: progress.today, claimed: new Set(progress.claimedDays) },
        ]),
      ),
      allowCheckIn: true,
    };
    this.byMember.set(member.id, rewards);
    return rewards;
  }

  /** A member's place in a programme, starting at day 1 with nothing claimed. */
  progress(member: RewardOwner, configId: number): { today: number; claimed: Set<number> } {
    const rewards = this.of(member);
    let progress = rewards.checkIn.get(configId);
    if (!progress) {
      progress = { today: 1, claimed: new Set() };
      rewards.checkIn.set(configId, progress);
    }
    return progress;
  }
}

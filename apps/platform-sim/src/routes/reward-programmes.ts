import { MERCHANT_REWARDS } from '../seed/rewards';
import type { Member, MerchantState, SimState } from '../state/sim-state';

/** Which reward types count towards each programme's unclaimed figure (ours: the platform's grouping was not seen). */
const COUNTED_TYPES: Readonly<Record<string, readonly string[]>> = {
  NOVICE_TASK: ['NEW_REGISTER', 'SIGNUP'],
  RESCUE_FUND: ['SAVIOR', 'RESCUE_FUND'],
  MISSION: ['MISSION', 'RANK_BOARD'],
  DEPOSIT: [
    'DEPOSIT',
    'FIRST_DEPOSIT',
    'SECOND_DEPOSIT',
    'THIRD_DEPOSIT',
    'FOURTH_DEPOSIT',
    'FIFTH_DEPOSIT',
    'DEPOSIT_COUNT',
    'DEPOSIT_BET_BONUS',
  ],
};

type Entry = { enabled: boolean; count: number };

/**
 * The promotion types a merchant runs, keyed as `MCSFE_get(Merchant)AvailablePromotions` answers
 * them: its `promotions` switches (REFERRAL, APP_DOWNLOAD), LOGIN where it has a check-in, and
 * its other programmes. With a member, each count is what waits for them: the rewards of the
 * programme's types not yet claimed nor expired, today's check-in when not yet claimed.
 */
export function availablePromotions(state: SimState, merchant: MerchantState, member?: Member): Record<string, Entry | number> {
  const { promotions, code } = merchant.seed;
  const rewards = MERCHANT_REWARDS[code] ?? { programmes: [], checkIn: [] };
  // The merchant's answer counts one of each running promotion (ours, as before); a member has nothing to claim of these two.
  const running = (enabled: boolean) => ({ enabled, count: enabled && !member ? 1 : 0 });
  const value: Record<string, Entry> = { APP_DOWNLOAD: running(promotions.APP_DOWNLOAD), REFERRAL: running(promotions.REFERRAL) };
  if (rewards.checkIn.length > 0) {
    const open = member
      ? rewards.checkIn.filter((config) => {
          const progress = state.rewards.progress(member, config.configId);
          return !progress.claimed.has(progress.today);
        }).length
      : 0;
    value.LOGIN = { enabled: true, count: open };
  }
  const waiting = member
    ? state.rewards.of(member).claims.filter((claim) => claim.status === 'I' && (claim.expiry === null || claim.expiry > state.now()))
    : [];
  for (const programme of rewards.programmes) {
    const types = COUNTED_TYPES[programme] ?? [programme];
    value[programme] = { enabled: true, count: waiting.filter((claim) => types.includes(claim.promotionType)).length };
  }
  return member
    ? { ...value, availablePromoCount: Object.values(value).reduce((sum, entry) => sum + (entry.enabled ? entry.count : 0), 0) }
    : value;
}

import { createAsyncThunk } from '@reduxjs/toolkit';
import { merchantAvailablePromotions, type AvailablePromotions } from './server-data/available-promotions';
import type { ThunkExtra } from './thunk-extra';

/** White-label flag: promotion availability is fetched only where the reward centre is on (spec 001 §6). */
export const REWARD_CENTER_FLAG = 'REWCEN3';
const AGENT_TYPES: readonly number[] = [1, 2];

/** Spec 000 §1, §6: an agent is a member of type 1 or 2. */
export function isAgent(memberType: number | undefined): boolean {
  return memberType !== undefined && AGENT_TYPES.includes(memberType);
}

/** Where the referral entry leads: agent registration, the (public) invite page, or customer service. */
export type ReferralTarget = 'agent-register' | 'invite-friends' | 'customer-service';

/**
 * Spec 000 §6 and spec 001 §2: agents (member type 1 or 2) go to agent registration; anyone
 * else, visitor or member, goes to the invite page while the REFERRAL promotion runs (its
 * go-to target, spec 001 §2), and is put through to customer service otherwise.
 */
export function referralTarget(memberType: number | undefined, promotions: AvailablePromotions | null): ReferralTarget {
  if (isAgent(memberType)) return 'agent-register';
  return promotions?.REFERRAL?.enabled ? 'invite-friends' : 'customer-service';
}

/**
 * `MCSFE_getMerchantAvailablePromotions`, loaded after the settings where the reward centre is on:
 * a plain call without the session (spec 001 §6), so a visitor gets the same answer as a member;
 * its answer is read once per visit, and the call's single flight shares one request among
 * screens asking at once.
 */
export const loadAvailablePromotions = createAsyncThunk<AvailablePromotions | null, void, { extra: ThunkExtra }>(
  'common/loadAvailablePromotions',
  async (_, { extra }) => {
    const result = await merchantAvailablePromotions(extra.api);
    return result.success ? result.value : null;
  },
);

import { createAsyncThunk } from '@reduxjs/toolkit';
import { merchantAvailablePromotions, type AvailablePromotions } from '@lotto/api-client';
import type { ThunkExtra } from './thunk-extra';

/** White-label flag: promotion availability is fetched only where the reward centre is on (spec 001 §6). */
export const REWARD_CENTER_FLAG = 'REWCEN3';
const AGENT_TYPES: readonly number[] = [1, 2];

/** Spec 000 §1, §6: an agent is a member of type 1 or 2. */
export function isAgent(memberType: number | undefined): boolean {
  return memberType !== undefined && AGENT_TYPES.includes(memberType);
}

/**
 * Spec 000 §6: agents (member type 1 or 2), or anyone while the REFERRAL promotion runs,
 * go to agent registration; everyone else is put through to customer service.
 */
export function referralTarget(
  memberType: number | undefined,
  promotions: AvailablePromotions | null,
): 'agent-register' | 'customer-service' {
  if (isAgent(memberType)) return 'agent-register';
  return promotions?.REFERRAL?.enabled ? 'agent-register' : 'customer-service';
}

/**
 * `MCSFE_getMerchantAvailablePromotions`, loaded after the settings where the reward centre is on:
 * a plain call, since its answer is read once per visit; the call's single flight shares one
 * request among screens asking at once.
 */
export const loadAvailablePromotions = createAsyncThunk<AvailablePromotions | null, void, { extra: ThunkExtra }>(
  'common/loadAvailablePromotions',
  async (_, { extra }) => {
    const result = await merchantAvailablePromotions(extra.api);
    return result.success ? result.value : null;
  },
);

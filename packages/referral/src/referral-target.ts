import { isAgent, type CommonState, type SessionState } from '@lotto/app-core';

/** Where the referral entry leads: agent registration, the (public) invite page, or customer service. */
export type ReferralTarget = 'agent-register' | 'invite-friends' | 'customer-service';

/**
 * Spec 000 §6 and spec 001 §2: agents (member type 1 or 2) go to agent registration; anyone
 * else, visitor or member, goes to the invite page while the REFERRAL promotion runs (its
 * go-to target, spec 001 §2), and is put through to customer service otherwise.
 */
export function referralTarget(memberType: number | undefined, promotions: CommonState['availablePromotions']): ReferralTarget {
  if (isAgent(memberType)) return 'agent-register';
  return promotions?.REFERRAL?.enabled ? 'invite-friends' : 'customer-service';
}

/**
 * The referral entry's target for whoever is here now, or null while what decides it is still
 * on its way (a member's type, the promotions), so that a quick tap never lands somewhere else.
 * On the first screen (home's entry): this entry of the package imports nothing but app-core.
 */
export function selectReferralTarget(state: { common: CommonState; session: SessionState }): ReferralTarget | null {
  const { session, common } = state;
  if (session.info?.token && (session.memberStatus === 'idle' || session.memberStatus === 'loading')) return null;
  if (common.availablePromotionsStatus === 'loading') return null;
  return referralTarget(session.member?.type, common.availablePromotions);
}

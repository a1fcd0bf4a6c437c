import type { CommonState } from './common-slice';
import { referralTarget, type ReferralTarget } from './referral';
import type { SessionState } from './session-slice';

/**
 * The referral entry's target for whoever is here now, or null while what decides it is still
 * on its way (a member's type, the promotions), so that a quick tap never lands somewhere else.
 */
export function selectReferralTarget(state: { common: CommonState; session: SessionState }): ReferralTarget | null {
  const { session, common } = state;
  if (session.info?.token && (session.memberStatus === 'idle' || session.memberStatus === 'loading')) return null;
  if (common.availablePromotionsStatus === 'loading') return null;
  return referralTarget(session.member?.type, common.availablePromotions);
}

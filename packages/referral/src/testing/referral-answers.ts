import type { ApiResult } from '@lotto/api-client';
import type { CannedAnswers } from '@lotto/api-client/testing';
import type { LayoutAnswer } from '../layout-sections';
import type { ReferralDetailsAnswer } from '../referral-details';

export const DETAILS_PATH = '/wps/relay/MCSFE_getReferralDetails';
export const LAYOUT_PATH = '/wps/relay/PROMOFE_feLayoutPromotion';

/** Details answers as the platform gives them, for tests and stories: with promotion domains, without, a new member's. */
const DETAILS_ANSWERS = {
  withDomains: {
    referralCode: 'R1001',
    totalInvitations: 3,
    promotionDomains: ['join.lucky.example', 'promo.lucky.example'],
    invitationRewardEnabled: 'Y',
    achievementEnabled: 'N',
    depositRebateEnabled: 'Y',
    bettingRebateEnabled: 'Y',
  },
  noDomains: {
    referralCode: 'R1001',
    totalInvitations: 0,
    promotionDomains: [],
    invitationRewardEnabled: 'Y',
    achievementEnabled: 'N',
    depositRebateEnabled: 'N',
    bettingRebateEnabled: 'N',
  },
  noCode: { referralCode: null, totalInvitations: 0, promotionDomains: [] },
} satisfies Record<string, ReferralDetailsAnswer>;

/** The layout's mobile page with the operator's sections: its own blocks, an introduction, rules, and one hidden. */
const LAYOUT_ANSWER: LayoutAnswer = {
  M: {
    OVERVIEW: [
      { section: 'SUMMARY', sortIndex: 1, title: 'Summary', content: '', isHide: false },
      { section: 'INVITE_URL', sortIndex: 2, title: 'Invite link', content: '', isHide: false },
      {
        section: 'activityIntro',
        sortIndex: 3,
        title: 'How it works',
        content: '<p>Invite friends with your link. When they <strong>register and deposit</strong>, you both get a bonus.</p>',
        isHide: false,
      },
      { section: 'shareQRCode', sortIndex: 4, title: 'QR code', content: '', isHide: false },
      {
        section: 'rules',
        sortIndex: 5,
        title: 'Rules',
        content: '<ol><li>One account per friend.</li><li>Rewards are paid within 24 hours.</li></ol>',
        isHide: false,
      },
      { section: 'LEADERBOARD', sortIndex: 6, title: 'Top inviters', content: '<p>Hidden this week.</p>', isHide: true },
    ],
  },
};

const ok = (value: unknown): ApiResult => ({ status: 200, success: true, value });

/** A pending answer, for loading states. */
const NEVER: Promise<ApiResult> = new Promise(() => undefined);

/** The two calls answered: the details (one of the answers above, a failure, or never) and the layout (or a failure). */
export function referralAnswers({
  details = 'withDomains',
  layout = true,
}: {
  details?: keyof typeof DETAILS_ANSWERS | 'failed' | 'pending';
  layout?: boolean;
} = {}): CannedAnswers {
  return {
    [DETAILS_PATH]: () =>
      details === 'pending'
        ? NEVER
        : details === 'failed'
          ? { status: 200, success: false, value: null, message: 'down' }
          : ok(DETAILS_ANSWERS[details]),
    [LAYOUT_PATH]: layout ? ok(LAYOUT_ANSWER) : { status: 200, success: false, value: null, message: 'down' },
  };
}

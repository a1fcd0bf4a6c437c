import { describe, expect, it } from 'vitest';
import { readReferralDetails } from './referral-details';

describe("the referral details' answer", () => {
  it('gives the code, the number invited, the domains and what the switches offer', () => {
    expect(
      readReferralDetails({
        referralCode: 'R1001',
        totalInvitations: 3,
        promotionDomains: ['join.lucky.example'],
        invitationRewardEnabled: 'Y',
        achievementEnabled: 'N',
        depositRebateEnabled: 'y',
        bettingRebateEnabled: true,
      }),
    ).toEqual({
      code: 'R1001',
      invitations: 3,
      promotionDomains: ['join.lucky.example'],
      offers: ['invitationReward', 'depositRebate', 'bettingRebate'],
    });
  });

  it('reads a count written as text, and leaves out what it cannot read', () => {
    expect(readReferralDetails({ referralCode: 'R1', totalInvitations: '12' }).invitations).toBe(12);
    expect(readReferralDetails({ referralCode: 'R1', totalInvitations: 'many' }).invitations).toBeNull();
    expect(readReferralDetails({ referralCode: 'R1', totalInvitations: -1 }).invitations).toBeNull();
    expect(readReferralDetails({ referralCode: 'R1', promotionDomains: ['a.example', 7, null] }).promotionDomains).toEqual(['a.example']);
    expect(readReferralDetails({ referralCode: 'R1', promotionDomains: 'a.example' }).promotionDomains).toEqual([]);
  });

  it('has no code when the answer has none, or none at all', () => {
    expect(readReferralDetails({ referralCode: '  ' }).code).toBeNull();
    expect(readReferralDetails(null)).toEqual({ code: null, invitations: null, promotionDomains: [], offers: [] });
  });
});

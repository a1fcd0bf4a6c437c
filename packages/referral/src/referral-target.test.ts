import { describe, expect, it } from 'vitest';
import type { CommonState } from '@lotto/app-core';
import { referralTarget, type ReferralTarget } from './referral-target';

const PROMOTIONS: Record<string, CommonState['availablePromotions']> = {
  on: { REFERRAL: { enabled: true, count: 1 } },
  off: { REFERRAL: { enabled: false, count: 0 } },
  'not answered': null,
};

const CASES: Array<[who: string, referral: keyof typeof PROMOTIONS, target: ReferralTarget, memberType: number | undefined]> = [
  ['a visitor', 'on', 'invite-friends', undefined],
  ['a visitor', 'off', 'customer-service', undefined],
  ['a visitor', 'not answered', 'customer-service', undefined],
  ['a member of type 0', 'on', 'invite-friends', 0],
  ['a member of type 0', 'off', 'customer-service', 0],
  ['a member of type 0', 'not answered', 'customer-service', 0],
  ['a member of type 4', 'on', 'invite-friends', 4],
  ['a member of type 4', 'off', 'customer-service', 4],
  ['an agent of type 1', 'on', 'agent-register', 1],
  ['an agent of type 1', 'off', 'agent-register', 1],
  ['an agent of type 2', 'on', 'agent-register', 2],
  ['an agent of type 2', 'not answered', 'agent-register', 2],
];

describe('referral entry (spec 000 §6, spec 001 §2)', () => {
  it.each(CASES)('sends %s, REFERRAL promotion %s, to %s', (_who, referral, target, memberType) => {
    expect(referralTarget(memberType, PROMOTIONS[referral] ?? null)).toBe(target);
  });

  it('reads a promotion list without REFERRAL as not running', () => {
    expect(referralTarget(0, { APP_DOWNLOAD: { enabled: true, count: 1 } })).toBe('customer-service');
  });
});

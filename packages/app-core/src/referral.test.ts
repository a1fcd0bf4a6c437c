import { describe, expect, it } from 'vitest';
import type { AvailablePromotions } from './server-data/available-promotions';
import { isAgent, referralTarget, type ReferralTarget } from './referral';

const PROMOTIONS: Record<string, AvailablePromotions | null> = {
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

  it('calls members of type 1 and 2 agents, and nobody else', () => {
    expect([1, 2].map(isAgent)).toEqual([true, true]);
    expect([0, 4, -1, undefined].map(isAgent)).toEqual([false, false, false, false]);
  });
});

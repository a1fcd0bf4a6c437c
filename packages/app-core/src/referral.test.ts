import { describe, expect, it } from 'vitest';
import { isAgent, referralTarget } from './referral';

describe('referral entry (spec 000 §6)', () => {
  it('sends agents of type 1 and 2 to agent registration', () => {
    expect(referralTarget(1, null)).toBe('agent-register');
    expect(referralTarget(2, null)).toBe('agent-register');
  });

  it('sends everyone there while the REFERRAL promotion runs', () => {
    expect(referralTarget(0, { REFERRAL: { enabled: true, count: 1 } })).toBe('agent-register');
    expect(referralTarget(undefined, { REFERRAL: { enabled: true, count: 1 } })).toBe('agent-register');
  });

  it('calls members of type 1 and 2 agents, and nobody else', () => {
    expect([1, 2].map(isAgent)).toEqual([true, true]);
    expect([0, 4, -1, undefined].map(isAgent)).toEqual([false, false, false, false]);
  });

  it('opens customer service otherwise', () => {
    expect(referralTarget(0, { REFERRAL: { enabled: false, count: 0 } })).toBe('customer-service');
    expect(referralTarget(4, null)).toBe('customer-service');
  });
});

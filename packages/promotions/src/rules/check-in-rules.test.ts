import { describe, expect, it } from 'vitest';
import type { CheckInDay } from '../server-data/check-in';
import { checkInRefusal, dayConditions, dayState, todayOf } from './check-in-rules';

const day = (dayCount: number, extra: Partial<CheckInDay> = {}): CheckInDay => ({ id: dayCount * 10, dayCount, ...extra });

describe('the check-in days', () => {
  const days = [day(1, { hasClaimed: true }), day(2), day(3, { isToday: true }), day(4)];

  it("today's day is the one to claim; earlier unclaimed days are missed, later ones to come", () => {
    const today = todayOf(days);
    expect(today).toBe(3);
    expect(days.map((d) => dayState(d, today, true))).toEqual(['claimed', 'missed', 'claimable', 'upcoming']);
  });

  it("today's day claimed reads claimed, whichever flag says it", () => {
    expect(dayState(day(3, { isToday: 'Y', isClaimedToday: 'Y' }), 3, true)).toBe('claimed');
    expect(dayState(day(3, { isToday: true, hasClaimed: 'Y' }), 3, true)).toBe('claimed');
  });

  it('check-in not allowed: today is closed, not claimable', () => {
    expect(dayState(day(3, { isToday: true }), 3, false)).toBe('closed');
  });

  it('no day is today: every unclaimed day is still to come', () => {
    expect(todayOf([day(1), day(2)])).toBeNull();
    expect(dayState(day(1), null, true)).toBe('upcoming');
  });

  it("a day's conditions: a deposit and a valid bet above 0, as numbers or numeric strings", () => {
    expect(dayConditions(day(1, { depositAmount: '100', validBetAmount: 0 }))).toEqual({ deposit: 100, validBet: null });
    expect(dayConditions(day(1))).toEqual({ deposit: null, validBet: null });
  });
});

describe('a refused check-in, explained', () => {
  const today = day(3, { isToday: true, depositAmount: 100, validBetAmount: 500 });

  it('deposit required, with the required and reached amounts', () => {
    expect(checkInRefusal({ errorCode: 'claim_deposit_required', value: { requiredDeposit: 100, reachedDeposit: 20 } }, today)).toEqual({
      kind: 'deposit',
      deposit: { required: 100, reached: 20 },
      validBet: null,
    });
  });

  it("bet required; the day's own condition stands in for a required amount the answer leaves out", () => {
    expect(checkInRefusal({ errorCode: 'claim_bet_required', value: { reachedValidBet: '120.5' } }, today)).toEqual({
      kind: 'bet',
      deposit: null,
      validBet: { required: 500, reached: 120.5 },
    });
  });

  it('deposit and bet required', () => {
    const refusal = checkInRefusal({ errorCode: 'claim_deposit_and_bet_required', value: null }, today);
    expect(refusal).toEqual({
      kind: 'depositAndBet',
      deposit: { required: 100, reached: null },
      validBet: { required: 500, reached: null },
    });
  });

  it('missing account details', () => {
    expect(checkInRefusal({ errorCode: 'required_member_information_incomplete' }, today)).toEqual({ kind: 'profile' });
  });

  it("any other refusal keeps the server's words, or none", () => {
    expect(checkInRefusal({ errorCode: 'x', message: 'Try later' }, today)).toEqual({ kind: 'other', message: 'Try later' });
    expect(checkInRefusal(undefined, undefined)).toEqual({ kind: 'other', message: null });
  });
});

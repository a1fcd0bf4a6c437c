import { CHECK_IN_REFUSALS } from '../constants';
import type { CheckInDay } from '../server-data/check-in';
import { amountOf, positive, yes } from './amounts';

/** A day as the list shows it: claimed, today's to claim, today's while check-in is closed, missed, or still to come. */
export type DayState = 'claimed' | 'claimable' | 'closed' | 'missed' | 'upcoming';

/**
 * A day claimed (`hasClaimed`, or today's with `isClaimedToday` 'Y') shows so; today's day is the
 * one to claim when check-in is allowed; days before today's that were not claimed are missed,
 * those after it are to come.
 */
export function dayState(day: CheckInDay, today: number | null, allowCheckIn: boolean): DayState {
  if (yes(day.hasClaimed) || (yes(day.isToday) && day.isClaimedToday === 'Y')) return 'claimed';
  if (yes(day.isToday)) return allowCheckIn ? 'claimable' : 'closed';
  return today !== null && day.dayCount < today ? 'missed' : 'upcoming';
}

/** Today's day number, or null when no day is today. */
export function todayOf(days: readonly CheckInDay[]): number | null {
  return days.find((day) => yes(day.isToday))?.dayCount ?? null;
}

/** What a day asks before it can be claimed: a deposit, a valid bet, either or both; none when 0 or absent. */
export function dayConditions(day: CheckInDay): { deposit: number | null; validBet: number | null } {
  return { deposit: positive(day.depositAmount), validBet: positive(day.validBetAmount) };
}

/** Why a claim was refused, as the page explains it. */
export type CheckInRefusal =
  | { kind: 'deposit' | 'bet' | 'depositAndBet'; deposit: ConditionFigures | null; validBet: ConditionFigures | null }
  | { kind: 'profile' }
  | { kind: 'other'; message: string | null };

/** A condition's required amount and what the member has reached so far (null where the answer does not say). */
export interface ConditionFigures {
  required: number | null;
  reached: number | null;
}

/**
 * The refusal's figures, ours to read (the platform's were not seen): `requiredDeposit` and
 * `reachedDeposit`, `requiredValidBet` and `reachedValidBet` in the refusal's value; the day's own
 * condition stands in for a required amount the answer leaves out.
 */
function figures(value: unknown, required: 'requiredDeposit' | 'requiredValidBet', reached: string, fallback: number | null) {
  const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const need = amountOf(record[required]) ?? fallback;
  const have = amountOf(record[reached]);
  return need === null && have === null ? null : { required: need, reached: have };
}

/** A refused claim read for the player: which condition is not met and by how much, missing account details, or the server's words. */
export function checkInRefusal(
  error: { errorCode?: string; message?: string; value?: unknown } | undefined,
  day: CheckInDay | undefined,
): CheckInRefusal {
  const conditions = day ? dayConditions(day) : { deposit: null, validBet: null };
  const deposit = () => figures(error?.value, 'requiredDeposit', 'reachedDeposit', conditions.deposit);
  const validBet = () => figures(error?.value, 'requiredValidBet', 'reachedValidBet', conditions.validBet);
  switch (error?.errorCode) {
    case CHECK_IN_REFUSALS.deposit:
      return { kind: 'deposit', deposit: deposit(), validBet: null };
    case CHECK_IN_REFUSALS.bet:
      return { kind: 'bet', deposit: null, validBet: validBet() };
    case CHECK_IN_REFUSALS.depositAndBet:
      return { kind: 'depositAndBet', deposit: deposit(), validBet: validBet() };
    case CHECK_IN_REFUSALS.profile:
      return { kind: 'profile' };
    default:
      return { kind: 'other', message: error?.message || null };
  }
}

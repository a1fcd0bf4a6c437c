import type { Hono } from 'hono';
import type { Member, SimState } from '../state/sim-state';
import type { Claim, MemberRewards } from '../state/rewards';
import { isJsonObject, refuse, refuseMissing, withJsonBody, type JsonObject } from './request-body';
import { memberReference } from './targets';

const DEFAULT_CONFIG_ID = 1;

function view(rewards: MemberRewards) {
  return {
    claims: rewards.claims,
    mobileVerified: rewards.mobileVerified,
    deposit: rewards.deposit,
    validBet: rewards.validBet,
    allowCheckIn: rewards.allowCheckIn,
    checkIn: Object.fromEntries(
      [...rewards.checkIn].map(([configId, { today, claimed }]) => [configId, { today, claimedDays: [...claimed] }]),
    ),
  };
}

const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0;

/** A claim of the body's list: rewardId, eventName, promotionType, and `expiresIn` (ms from now, null permanent). */
function parseClaim(item: unknown, index: number, now: number): Claim {
  if (!isJsonObject(item)) refuse(`claims[${index}] must be an object`);
  const { rewardId, eventName, promotionType, expiresIn, rewardAmount, rewardPoint, ticketName, remark } = item;
  if (typeof rewardId !== 'number' || typeof eventName !== 'string' || typeof promotionType !== 'string')
    refuse(`claims[${index}] needs a numeric rewardId, an eventName and a promotionType`);
  if (expiresIn !== null && (typeof expiresIn !== 'number' || !Number.isFinite(expiresIn)))
    refuse(`claims[${index}].expiresIn must be ms from now, or null for a permanent reward`);
  return {
    rewardId,
    eventName,
    promotionType,
    status: 'I',
    expiry: expiresIn === null ? null : now + expiresIn,
    ...(isAmount(rewardAmount) ? { rewardAmount } : {}),
    ...(isAmount(rewardPoint) ? { rewardPoint } : {}),
    ...(typeof ticketName === 'string' ? { ticketName } : {}),
    ...(typeof remark === 'string' ? { remark } : {}),
  };
}

/** Applies what the body names, leaving the rest as it is. */
function apply(state: SimState, member: Member, body: JsonObject): void {
  const rewards = state.rewards.of(member);
  const { mobileVerified, deposit, validBet, allowCheckIn, checkIn, claims } = body;
  if (mobileVerified !== undefined) {
    if (typeof mobileVerified !== 'boolean') refuse('mobileVerified must be true or false');
    rewards.mobileVerified = mobileVerified;
  }
  if (allowCheckIn !== undefined) {
    if (typeof allowCheckIn !== 'boolean') refuse('allowCheckIn must be true or false');
    rewards.allowCheckIn = allowCheckIn;
  }
  if (deposit !== undefined) {
    if (!isAmount(deposit)) refuse('deposit must be a number of 0 or more');
    rewards.deposit = deposit;
  }
  if (validBet !== undefined) {
    if (!isAmount(validBet)) refuse('validBet must be a number of 0 or more');
    rewards.validBet = validBet;
  }
  if (checkIn !== undefined) {
    if (!isJsonObject(checkIn)) refuse('checkIn must be an object: { configId?, today?, claimedDays? }');
    const configId = checkIn.configId ?? DEFAULT_CONFIG_ID;
    if (typeof configId !== 'number') refuse('checkIn.configId must be a number');
    const progress = state.rewards.progress(member, configId);
    if (checkIn.today !== undefined) {
      if (typeof checkIn.today !== 'number' || !Number.isInteger(checkIn.today) || checkIn.today < 1)
        refuse('checkIn.today must be a day number from 1');
      progress.today = checkIn.today;
    }
    if (checkIn.claimedDays !== undefined) {
      if (!Array.isArray(checkIn.claimedDays) || !checkIn.claimedDays.every((day) => typeof day === 'number'))
        refuse('checkIn.claimedDays must be a list of day numbers');
      progress.claimed = new Set(checkIn.claimedDays as number[]);
    }
  }
  if (claims !== undefined) {
    if (!Array.isArray(claims)) refuse('claims must be a list');
    rewards.claims = claims.map((item, index) => parseClaim(item, index, state.now()));
  }
}

/**
 * Ours: a member's rewards as journeys need them (reset restores the seed). GET /__sim/rewards
 * ?username=&merchant= shows them; POST /__sim/rewards { username, merchant?, mobileVerified?,
 * deposit?, validBet?, allowCheckIn?, checkIn?: { configId?, today?, claimedDays? }, claims? }
 * changes what it names (`claims` replaces the list; each `expiresIn` is ms from now, null permanent).
 */
export function registerRewardsControl(control: Hono, state: SimState, defaultMerchant: string): void {
  const memberOf = (body: JsonObject) => {
    const { merchant, username } = memberReference(body, defaultMerchant);
    const member = state.findMember(merchant, username);
    if (member === undefined) refuseMissing(`no member ${username} at ${merchant}`);
    return member;
  };

  control.get(
    '/rewards',
    withJsonBody((_, c) => {
      const member = memberOf({ username: c.req.query('username'), merchant: c.req.query('merchant') ?? defaultMerchant });
      return c.json(view(state.rewards.of(member)));
    }),
  );

  control.post(
    '/rewards',
    withJsonBody((body, c) => {
      const member = memberOf(body);
      apply(state, member, body);
      return c.json(view(state.rewards.of(member)));
    }),
  );
}

import type { Hono } from 'hono';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import { MERCHANT_REWARDS, type CheckInConfigSeed, type CheckInDaySeed } from '../seed/rewards';
import type { Member, SimState } from '../state/sim-state';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { readJsonObject } from '../wps/json-body';
import { authenticate } from '../wps/session-auth';

const HTTP_BAD_REQUEST = 400;

/** The check-in's refusals, as the platform's live page names them. */
const REFUSALS = {
  deposit: 'claim_deposit_required',
  bet: 'claim_bet_required',
  depositAndBet: 'claim_deposit_and_bet_required',
  profile: 'required_member_information_incomplete',
} as const;
/** Ours: a day that is not today's, or claimed already; a configuration the merchant does not run. */
const NOT_TODAY = 'claim_not_available';
const NO_CONFIG = 'promotion_config_not_found';

const MESSAGES = {
  body: 'promotionConfigDetailId is required',
  deposit: 'A deposit is required before this check-in',
  bet: 'A valid bet is required before this check-in',
  depositAndBet: 'A deposit and a valid bet are required before this check-in',
  profile: 'Please complete your member information first',
  notToday: 'This day cannot be claimed now',
  noConfig: 'No such check-in',
} as const;

function configsOf(c: { get: (key: 'merchant') => { seed: { code: string } } }): readonly CheckInConfigSeed[] {
  return MERCHANT_REWARDS[c.get('merchant').seed.code]?.checkIn ?? [];
}

/** One programme as the member sees it: each day's reward, conditions and state, and the totals so far. */
function programme(state: SimState, member: Member, config: CheckInConfigSeed) {
  const { today, claimed } = state.rewards.progress(member, config.configId);
  const list = config.days.map((day) => ({
    ...day,
    ticket: day.ticket ?? null,
    isToday: day.dayCount === today,
    hasClaimed: claimed.has(day.dayCount),
    ...(day.dayCount === today && claimed.has(day.dayCount) ? { isClaimedToday: 'Y' } : {}),
  }));
  const done = config.days.filter((day) => claimed.has(day.dayCount));
  const footer = {
    dayCountClaimed: done.length,
    totalClaimedAmount: done.reduce((sum, day) => sum + day.amount, 0),
    totalClaimedPointAmount: done.reduce((sum, day) => sum + day.pointAmount, 0),
  };
  return { footer, list };
}

/** Why today's day cannot be claimed yet, with the required and reached amounts (the figures' names are ours), or null. */
function conditionRefusal(day: CheckInDaySeed, deposit: number, validBet: number) {
  const depositShort = day.depositAmount > 0 && deposit < day.depositAmount;
  const betShort = day.validBetAmount > 0 && validBet < day.validBetAmount;
  if (!depositShort && !betShort) return null;
  const value = {
    ...(depositShort ? { requiredDeposit: day.depositAmount, reachedDeposit: deposit } : {}),
    ...(betShort ? { requiredValidBet: day.validBetAmount, reachedValidBet: validBet } : {}),
  };
  if (depositShort && betShort) return { code: REFUSALS.depositAndBet, message: MESSAGES.depositAndBet, value };
  return depositShort ? { code: REFUSALS.deposit, message: MESSAGES.deposit, value } : { code: REFUSALS.bet, message: MESSAGES.bet, value };
}

/**
 * The daily check-in (the LOGIN promotion), with the session. The relay names are UNCONFIRMED
 * (seen only in a copy of the site), and so is sharing one read for the list and one programme:
 * GET /wps/relay/MCSFE_getLoginPromotion answers `{ allowCheckIn, list: [{ configId, name, type,
 * description }] }`; with `configId`, that programme's `{ footer, list: [days] }`;
 * POST /wps/relay/MCSFE_claimLoginPromotion { promotionConfigDetailId } claims today's day: its
 * amount goes to the wallet. Refusals as the platform names them: a deposit, a valid bet or both
 * still short (with the amounts), the member's information incomplete (a mobile number not verified).
 */
export function registerCheckInRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/relay/MCSFE_getLoginPromotion', (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    const configs = configsOf(c);
    const configId = c.req.query('configId');
    if (configId === undefined) {
      return sendOk(c, {
        allowCheckIn: state.rewards.of(auth.member).allowCheckIn,
        list: configs.map(({ configId: id, name, type, description }) => ({ configId: id, name, type, description })),
      });
    }
    const config = configs.find((item) => String(item.configId) === configId);
    if (config === undefined) return sendFailure(c, NO_CONFIG, MESSAGES.noConfig);
    return sendOk(c, programme(state, auth.member, config));
  });

  router.post('/relay/MCSFE_claimLoginPromotion', async (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    const body = await readJsonObject(c);
    const id = Number(body?.promotionConfigDetailId);
    if (body === null || !Number.isFinite(id)) return sendFailure(c, ERROR_CODES.requestBodyRequired, MESSAGES.body, HTTP_BAD_REQUEST);
    const config = configsOf(c).find((item) => item.days.some((day) => day.id === id));
    const day = config?.days.find((item) => item.id === id);
    if (config === undefined || day === undefined) return sendFailure(c, NO_CONFIG, MESSAGES.noConfig);
    const rewards = state.rewards.of(auth.member);
    const progress = state.rewards.progress(auth.member, config.configId);
    if (!rewards.allowCheckIn || day.dayCount !== progress.today || progress.claimed.has(day.dayCount)) {
      return sendFailure(c, NOT_TODAY, MESSAGES.notToday);
    }
    if (!rewards.mobileVerified) return sendFailure(c, REFUSALS.profile, MESSAGES.profile);
    const refusal = conditionRefusal(day, rewards.deposit, rewards.validBet);
    if (refusal !== null) return sendFailure(c, refusal.code, refusal.message, 200, refusal.value);
    progress.claimed.add(day.dayCount);
    auth.member.balance += day.amount;
    return sendOk(c, null);
  });
}

import type { Hono } from 'hono';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { readJsonObject } from '../wps/json-body';
import { authenticate } from '../wps/session-auth';
import type { Claim } from '../state/rewards';

const HTTP_BAD_REQUEST = 400;

/** The platform's refusal of a claim for a missing account field, and the field of the mobile number's verification. */
const CLAIM_FIELD_REQUIRED = 'prom.claim.req.field';
const MOBILE_NOT_VERIFIED = 'required.mobile_no_verified';
/** Ours: a reward that is not the member's, or no longer waiting; one past its expiry. */
const CLAIM_NOT_FOUND = 'prom.claim.not.found';
const CLAIM_EXPIRED = 'prom.claim.expired';

const MESSAGES = {
  body: 'promotionClaimId and promotionType are required',
  mobile: 'Please verify your mobile number before claiming',
  notFound: 'This reward is not waiting to be claimed',
  expired: 'This reward has expired',
} as const;

/** A reward as the claim list answers it. */
function listed(claim: Claim) {
  const { rewardId, eventName, ticketName, rewardPoint, rewardAmount, promotionType, status, expiry, remark } = claim;
  return {
    rewardId,
    eventName,
    ticketName: ticketName ?? null,
    rewardPoint: rewardPoint ?? 0,
    rewardAmount: rewardAmount ?? 0,
    promotionType,
    status,
    expiry,
    remark: remark ?? null,
  };
}

/** What a claim gave, part by part. */
function claimedTickets(claim: Claim) {
  return [
    ...(claim.rewardAmount ? [{ rewardType: 'CASH', value: claim.rewardAmount }] : []),
    ...(claim.rewardPoint ? [{ rewardType: 'POINT', value: claim.rewardPoint }] : []),
    ...(claim.ticketName ? [{ rewardType: 'TICKET', value: 1, ticketType: claim.ticketName }] : []),
  ];
}

/**
 * "My rewards" (REWCEN3, with the session; docs/platform-calls.md, Promotions and rewards):
 * GET /wps/relay/MCSFE_getClaimPromotion?promotionType=<list>&status=I lists the member's
 * rewards of those types and that status, expired ones included (the app disables them);
 * POST /wps/relay/MCSFE_claimIssuedPromotion { promotionClaimId, promotionType, ipAddress }
 * claims one: money goes to the wallet; a member whose mobile number is not verified is refused
 * as the platform refuses (`prom.claim.req.field`, value `{ data: 'required.mobile_no_verified' }`).
 */
export function registerRewardRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/relay/MCSFE_getClaimPromotion', (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    const types = (c.req.query('promotionType') ?? '')
      .split(',')
      .map((type) => type.trim().toUpperCase())
      .filter(Boolean);
    const status = c.req.query('status')?.toUpperCase();
    const claims = state.rewards
      .of(auth.member)
      .claims.filter((claim) => (types.length === 0 || types.includes(claim.promotionType)) && (!status || claim.status === status));
    return sendOk(c, claims.map(listed));
  });

  router.post('/relay/MCSFE_claimIssuedPromotion', async (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    const body = await readJsonObject(c);
    const id = Number(body?.promotionClaimId);
    if (body === null || !Number.isFinite(id) || typeof body.promotionType !== 'string') {
      return sendFailure(c, ERROR_CODES.requestBodyRequired, MESSAGES.body, HTTP_BAD_REQUEST);
    }
    const rewards = state.rewards.of(auth.member);
    const claim = rewards.claims.find((item) => item.rewardId === id && item.status === 'I');
    if (claim === undefined) return sendFailure(c, CLAIM_NOT_FOUND, MESSAGES.notFound);
    if (!rewards.mobileVerified) return sendFailure(c, CLAIM_FIELD_REQUIRED, MESSAGES.mobile, 200, { data: MOBILE_NOT_VERIFIED });
    if (claim.expiry !== null && claim.expiry <= state.now()) return sendFailure(c, CLAIM_EXPIRED, MESSAGES.expired);
    claim.status = 'C';
    auth.member.balance += claim.rewardAmount ?? 0;
    return sendOk(c, { claimedTickets: claimedTickets(claim) });
  });
}

import { SWITCH_ON } from './constants';

/** What the programme offers, one per switch of the details answer. */
export type ReferralOffer = 'invitationReward' | 'achievement' | 'depositRebate' | 'bettingRebate';

/** The switches of the details answer, in the order the page lists them, and the offer each stands for. */
const OFFER_SWITCHES = [
  ['invitationRewardEnabled', 'invitationReward'],
  ['achievementEnabled', 'achievement'],
  ['depositRebateEnabled', 'depositRebate'],
  ['bettingRebateEnabled', 'bettingRebate'],
] as const;

type OfferSwitch = (typeof OFFER_SWITCHES)[number][0];

/** `MCSFE_getReferralDetails`' answer as read (docs/platform-calls.md, referral details); other fields are left alone. */
export type ReferralDetailsAnswer = {
  referralCode?: unknown;
  totalInvitations?: unknown;
  promotionDomains?: unknown;
} & Partial<Record<OfferSwitch, unknown>>;

export interface ReferralDetails {
  /** The member's code; null when the answer has none (the page says so rather than showing a link without one). */
  code: string | null;
  /** How many friends registered with the code; null when the answer does not say. */
  invitations: number | null;
  promotionDomains: string[];
  offers: ReferralOffer[];
}

function count(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
}

/** A switch is on as `'Y'` (the platform's form, any case) or `true`. */
function switchedOn(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toUpperCase() === SWITCH_ON);
}

/** The details answer read once for the page: what is missing or of another type is left out, never made up. */
export function readReferralDetails(answer: ReferralDetailsAnswer | null | undefined): ReferralDetails {
  const code = typeof answer?.referralCode === 'string' && answer.referralCode.trim() !== '' ? answer.referralCode.trim() : null;
  const domains = Array.isArray(answer?.promotionDomains) ? answer.promotionDomains : [];
  return {
    code,
    invitations: count(answer?.totalInvitations),
    promotionDomains: domains.filter((domain): domain is string => typeof domain === 'string'),
    offers: OFFER_SWITCHES.filter(([name]) => switchedOn(answer?.[name])).map(([, offer]) => offer),
  };
}

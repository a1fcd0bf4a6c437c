import type { Hono } from 'hono';
import { sendOk } from '../protocol/envelope';
import type { LayoutSectionSeed, ReferralSeed, ReferralSwitch } from '../seed/referral';
import type { Member, MerchantState, SimState } from '../state/sim-state';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { authenticate } from '../wps/session-auth';
import { referralCodeFor } from './member';

/** The layout's platform the mobile site asks for; its only page of the invite page is `OVERVIEW`. */
const MOBILE_PLATFORM = 'M';

const onOff = (on: boolean) => (on ? 'Y' : 'N');

/** How many of the merchant's members registered with this member's code (routes/register.ts records the referrer). */
function invitationsOf(state: SimState, member: Member): number {
  return state.members.filter((other) => other.registration?.referrer?.id === member.id).length;
}

function referralDetails(state: SimState, member: Member, referral: ReferralSeed) {
  const switches = Object.fromEntries(Object.entries(referral.offers).map(([name, on]) => [name, onOff(on)])) as Record<
    ReferralSwitch,
    'Y' | 'N'
  >;
  return {
    referralCode: referralCodeFor(member.id),
    totalInvitations: invitationsOf(state, member),
    promotionDomains: [...referral.promotionDomains],
    ...switches,
  };
}

export type ReferralDetails = ReturnType<typeof referralDetails>;

/** The sections in the asked language, else in the merchant's default language, else none. */
function sectionsIn(merchant: MerchantState, language: string | undefined): LayoutSectionSeed[] {
  const { sections } = merchant.seed.referral;
  return sections[(language ?? '').toUpperCase()] ?? sections[merchant.seed.defaultLanguage] ?? [];
}

/**
 * The invite page's two calls, each behind a session (docs/platform-calls.md, referral):
 * `GET /wps/relay/MCSFE_getReferralDetails` (the member's code, `R` + id as member info gives
 * it, so `autoGenerate` has nothing left to make; the friends who registered with it; the
 * merchant's promotion domains and offer switches) and `GET
 * /wps/relay/PROMOFE_feLayoutPromotion?platform=M` (the page's sections in the `Language` asked
 * for). `POST /__sim/referral` changes a merchant's domains and offers.
 */
export function registerReferralRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.get('/relay/MCSFE_getReferralDetails', (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    return sendOk(c, referralDetails(state, auth.member, c.get('merchant').seed.referral));
  });

  router.get('/relay/PROMOFE_feLayoutPromotion', (c) => {
    const auth = authenticate(c, state);
    if (!auth.ok) return auth.response;
    if (c.req.query('platform') !== MOBILE_PLATFORM) return sendOk(c, {});
    const sections = sectionsIn(c.get('merchant'), c.req.header('language')).map((entry) => ({ ...entry }));
    return sendOk(c, { [MOBILE_PLATFORM]: { OVERVIEW: sections } });
  });
}

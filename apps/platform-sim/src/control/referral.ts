import type { Hono } from 'hono';
import type { ReferralSeed, ReferralSwitch } from '../seed/referral';
import type { MerchantState, SimState } from '../state/sim-state';
import { accepted, found, isJsonObject, withJsonBody, type JsonObject } from './request-body';
import { byMerchant, targetMerchants } from './targets';

const SWITCHES: readonly ReferralSwitch[] = [
  'invitationRewardEnabled',
  'achievementEnabled',
  'depositRebateEnabled',
  'bettingRebateEnabled',
];
const isSwitch = (name: string): name is ReferralSwitch => (SWITCHES as readonly string[]).includes(name);

type ReferralUpdate = Partial<Pick<ReferralSeed, 'promotionDomains'>> & { offers: Partial<ReferralSeed['offers']> };

function parseReferralUpdate(body: JsonObject): ReferralUpdate | string {
  const update: ReferralUpdate = { offers: {} };
  const { promotionDomains, offers } = body;
  if (promotionDomains !== undefined) {
    if (!Array.isArray(promotionDomains) || !promotionDomains.every((domain) => typeof domain === 'string'))
      return 'promotionDomains must be a list of strings';
    update.promotionDomains = promotionDomains;
  }
  if (offers !== undefined) {
    if (!isJsonObject(offers)) return 'offers must be an object of booleans';
    for (const [name, on] of Object.entries(offers)) {
      if (!isSwitch(name)) return `offers has an unknown switch: ${name} (${SWITCHES.join(', ')})`;
      if (typeof on !== 'boolean') return `offers.${name} must be a boolean`;
      update.offers[name] = on;
    }
  }
  return update;
}

function referralView(merchant: MerchantState) {
  const { promotionDomains, offers } = merchant.seed.referral;
  return { promotionDomains: [...promotionDomains], offers: { ...offers } };
}

/** Ours: a merchant's promotion domains and offer switches, as the referral details answer them (reset restores the seed). */
export function registerReferralControl(control: Hono, state: SimState): void {
  control.get('/referral', (c) => c.json(byMerchant(state.merchants.values(), referralView)));

  control.post(
    '/referral',
    withJsonBody((body, c) => {
      const update = accepted(parseReferralUpdate(body));
      const targets = found(targetMerchants(state, body.merchant));
      for (const merchant of targets) {
        const { referral } = merchant.seed;
        merchant.seed = {
          ...merchant.seed,
          referral: {
            ...referral,
            promotionDomains: update.promotionDomains ?? referral.promotionDomains,
            offers: { ...referral.offers, ...update.offers },
          },
        };
      }
      return c.json(byMerchant(targets, referralView));
    }),
  );
}

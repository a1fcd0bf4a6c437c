import type { Hono } from 'hono';
import type { AnalyticsSeed } from '../seed/types';
import type { SimState } from '../state/sim-state';
import { accepted, found, withJsonBody, type JsonObject } from './request-body';
import { byMerchant, targetMerchants } from './targets';

const ANALYTICS_IDS = ['gtagId', 'facebookPixelId', 'tiktokPixelId', 'kwaiPixelId'] as const;

/** What POST /__sim/analytics accepts: any of the pixel ids (strings, '' for none) and consentRequired. */
function parseAnalyticsUpdate(body: JsonObject): Partial<AnalyticsSeed> | string {
  const update: Partial<AnalyticsSeed> = {};
  for (const [key, value] of Object.entries(body)) {
    if (key === 'consentRequired') {
      if (typeof value !== 'boolean') return 'consentRequired must be a boolean';
      update.consentRequired = value;
    } else if ((ANALYTICS_IDS as readonly string[]).includes(key)) {
      if (typeof value !== 'string') return `${key} must be a string`;
      update[key as (typeof ANALYTICS_IDS)[number]] = value;
    } else return `unknown analytics setting ${key}`;
  }
  return update;
}

/** Ours: a merchant's advertising pixels (ids, consentRequired) at runtime; reset restores the seed. */
export function registerAnalyticsControl(control: Hono, state: SimState): void {
  control.post(
    '/analytics',
    withJsonBody((body, c) => {
      const { merchant: named, ...changes } = body;
      const update = accepted(parseAnalyticsUpdate(changes));
      const targets = found(targetMerchants(state, named));
      for (const merchant of targets) merchant.seed = { ...merchant.seed, analytics: { ...merchant.seed.analytics, ...update } };
      return c.json(byMerchant(targets, (merchant) => merchant.seed.analytics));
    }),
  );
}

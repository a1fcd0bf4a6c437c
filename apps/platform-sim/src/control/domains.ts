import type { Hono } from 'hono';
import { normaliseDomain } from '../state/blocked-domains';
import type { SimState } from '../state/sim-state';
import { accepted, refuse, withJsonBody } from './request-body';
import { byMerchant, targetMerchants } from './targets';

/** The domains each merchant refuses (the status call's domain_not_available). */
export function registerDomainsControl(control: Hono, state: SimState): void {
  control.get('/domains', (c) => c.json(byMerchant(state.merchants.values(), (merchant) => merchant.blockedDomains)));

  control.post(
    '/domains',
    withJsonBody((body, c) => {
      if (!Array.isArray(body.blocked)) refuse('blocked must be an array of host names');
      const blocked: string[] = [];
      for (const entry of body.blocked as unknown[]) {
        const domain = typeof entry === 'string' ? normaliseDomain(entry) : null;
        if (domain === null) refuse(`not a host name: ${JSON.stringify(entry)}`);
        if (!blocked.includes(domain)) blocked.push(domain);
      }
      const targets = accepted(targetMerchants(state, body.merchant));
      for (const merchant of targets) merchant.blockedDomains = [...blocked];
      return c.json({ merchants: targets.map((merchant) => merchant.seed.code), blocked });
    }),
  );
}

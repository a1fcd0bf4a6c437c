import type { ApiClient, MerchantTemplates } from '@lotto/api-client';

/** The templates call's path (protocol.md: COMM3, no token; the row is in api-client's `CALLS`). */
const TEMPLATES_PATH = '/wps/system/templates';

/**
 * `GET /wps/system/templates`: the merchant's template parameters (spec 001 §3); the simulator's
 * README gives the shape. Here rather than in api-client's endpoints, whose module the first
 * screen carries whole, since only after-first-paint features ask it. Silent (its row in
 * `CALLS`): a failure keeps the templates already kept. Single flight: the shell's brand logo asks
 * at the same moment as the installed app's manifest, and one request answers both.
 */
export function merchantTemplates(api: Pick<ApiClient, 'call'>) {
  return api.call<MerchantTemplates & Record<string, unknown>>(TEMPLATES_PATH, { singleFlight: true });
}

import type { ApiClient } from '@lotto/api-client';

/** The templates call's path (protocol.md: COMM3, no token; the row is in api-client's `CALLS`). */
const TEMPLATES_PATH = '/wps/system/templates';

/**
 * `GET /wps/system/templates`: the merchant's template parameters (spec 001 §3); the simulator's
 * README gives the shape. Here rather than in api-client's endpoints, whose module the first
 * screen carries whole, since only this after-first-paint feature asks it. Silent: a failure
 * keeps the templates already kept, and the player has nothing to do about it.
 */
export function merchantTemplates(api: Pick<ApiClient, 'call'>) {
  return api.call<Record<string, unknown>>(TEMPLATES_PATH, { alert: false });
}

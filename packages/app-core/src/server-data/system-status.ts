import type { ApiClient, SystemStatus } from '@lotto/api-client';

/** What the status call is told of the visit (spec 001 §7; `currentStatusQuery` reads it from the page). */
export interface StatusQuery {
  track?: string;
  originalDomain?: string;
  url?: string;
}

const STATUS_PATH = '/wps/system/status';
const NEVER_CACHED = { 'Cache-Control': 'no-cache' };

/**
 * `GET /wps/system/status`, never cached: maintenance and region restriction can start at any
 * time. The boot call: its `info` carries the merchant's settings too, so the app makes it once.
 */
export function getSystemStatus(api: ApiClient, query: StatusQuery = {}) {
  return api.call<SystemStatus>(STATUS_PATH, {
    query: { device: 'MOBILE', ...query },
    headers: NEVER_CACHED,
  });
}

/**
 * The status call as a probe (the error dialog's auto-hide): whether the platform answers at all,
 * with any HTTP status, within `timeoutMs`; silent, whatever the answer.
 */
export async function platformAnswers(api: ApiClient, timeoutMs: number): Promise<boolean> {
  const result = await api.call(STATUS_PATH, { query: { device: 'MOBILE' }, headers: NEVER_CACHED, alert: false, timeoutMs });
  return result.status > 0;
}

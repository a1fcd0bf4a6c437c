import type { ApiClient, SystemStatus } from '@lotto/api-client';

/** What the status call is told of the visit (spec 001 §7; `currentStatusQuery` reads it from the page). */
export interface StatusQuery {
  track?: string;
  originalDomain?: string;
  url?: string;
}

/**
 * `GET /wps/system/status`, never cached: maintenance and region restriction can start at any
 * time. The boot call: its `info` carries the merchant's settings too, so the app makes it once.
 */
export function getSystemStatus(api: ApiClient, query: StatusQuery = {}) {
  return api.call<SystemStatus>('/wps/system/status', {
    query: { device: 'MOBILE', ...query },
    headers: { 'Cache-Control': 'no-cache' },
  });
}

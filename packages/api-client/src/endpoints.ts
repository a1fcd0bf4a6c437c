import type { ApiClient } from './client';
import { PING_TIMEOUT_MS } from './constants';
import type { CountryList, MemberInfo, SystemStatus, WhitelabelNode } from './types';

export interface StatusQuery {
  track?: string;
  originalDomain?: string;
  url?: string;
}

/**
 * `GET /wps/system/status`, never cached: maintenance and region restriction can start at any
 * time. The boot call: its `info` carries the merchant's settings too, so the app makes it once.
 */
export function getSystemStatus(client: ApiClient, query: StatusQuery = {}) {
  return client.call<SystemStatus>('/wps/system/status', {
    query: { device: 'MOBILE', ...query },
    headers: { 'Cache-Control': 'no-cache' },
  });
}

/** `flush`: ask the platform again, never a kept answer (renewing the settings after a sign-up). */
export interface FreshOption {
  flush?: boolean;
}

/** `GET /wps/system/whitelabel`: the flag tree alone, for a status answer without one. */
export function getWhitelabel(client: ApiClient) {
  return client.call<WhitelabelNode | WhitelabelNode[]>('/wps/system/whitelabel');
}

/**
 * `GET /wps/system/country?_={merchant}`, kept in session storage (spec 000 §7): the merchant in
 * the query keeps caches apart per merchant, and the cache key carries the language, since the
 * names come in the caller's language.
 */
export function getCountries(client: ApiClient, merchant: string, { flush }: FreshOption = {}) {
  return client.call<CountryList>('/wps/system/country', { query: { _: merchant }, cache: true, ...(flush ? { flush } : {}) });
}

export function getMemberInfo(client: ApiClient) {
  return client.call<MemberInfo>('/wps/member/info');
}

export function ping(client: ApiClient) {
  return client.call<string>('/wps/system/test/ping', { timeoutMs: PING_TIMEOUT_MS });
}

/**
 * The tracking upload: the events as one JSON string (spec 001 §7) at the path a live mobile page
 * posts to, answered 204 without a body (protocol.md); no ModuleId is recorded for it. Read as text,
 * so an empty 2xx answer counts as taken.
 */
export function uploadTrackingEvents(client: ApiClient, events: string) {
  return client.call<string>('/wps/system/collect', { method: 'POST', json: { events }, text: true });
}

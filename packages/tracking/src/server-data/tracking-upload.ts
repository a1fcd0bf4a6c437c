import type { ApiClient } from '@lotto/api-client';

/**
 * `POST /wps/system/collect`: the events as one JSON string (spec 001 §7) at the path a live
 * mobile page posts to, answered 204 without a body (docs/platform-calls.md, Tracking); no module
 * id is recorded for it. Read as text, so an empty 2xx answer counts as taken. Silent: the upload
 * retries on its own.
 */
export function uploadTrackingEvents(api: ApiClient, events: string) {
  return api.call<string>('/wps/system/collect', { method: 'POST', json: { events }, text: true });
}

import type { UploadRecord } from '../upload-record';

/** One event as it reached the platform's upload. */
export type UploadedEvent = UploadRecord;

/**
 * The events of tracking uploads as the simulator's `GET /__sim/tracking` lists them, flattened
 * in order; journeys read what the platform got with it.
 */
export function uploadedEvents(answer: { uploads: Array<{ events: unknown[] }> }): UploadedEvent[] {
  return answer.uploads.flatMap((upload) => upload.events as UploadedEvent[]);
}

/**
 * What the simulator's stand-in pixel scripts recorded for one vendor (`window.__simPixels`),
 * each call as its arguments; `[]` before the vendor's script ran. Runs in the page.
 */
export function pixelCalls(vendor: 'facebook' | 'tiktok' | 'kwai' | 'google'): unknown[][] {
  return (window as Window & { __simPixels?: Record<string, unknown[][]> }).__simPixels?.[vendor] ?? [];
}

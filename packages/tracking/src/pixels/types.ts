import type { EventPayload, TrackedEventName } from '../events';

export const PIXEL_VENDORS = ['facebook', 'tiktok', 'kwai', 'google'] as const;
export type PixelVendor = (typeof PIXEL_VENDORS)[number];

/**
 * One advertising vendor's pixel. `prepare` puts the vendor's own global function on the page
 * (it queues calls until the script arrives) with consent held when asked, and loads nothing;
 * `load` adds the script; `grant` is the vendor's own consent call.
 */
export interface PixelAdapter {
  prepare(id: string, consentHeld: boolean): void;
  /** The vendor's script address for this id, unless the merchant's settings name another. */
  scriptUrl(id: string): string;
  grant(): void;
  track(name: TrackedEventName, payload: EventPayload): void;
}

/** The properties a vendor gets: the payload without the id, which travels as the vendor's deduplication key. */
export function vendorProperties({ eventID: _id, ...properties }: EventPayload): Omit<EventPayload, 'eventID'> {
  return properties;
}

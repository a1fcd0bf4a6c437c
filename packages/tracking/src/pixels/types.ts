import type { EventPayload, TrackedEventName } from '../events';

export const PIXEL_VENDORS = ['facebook', 'tiktok', 'kwai', 'google'] as const;
export type PixelVendor = (typeof PIXEL_VENDORS)[number];

/** What a vendor may hear of an event: its worth and currency. Who raised it never goes (customerName, customerId). */
type VendorProperties = Pick<EventPayload, 'revenue' | 'amount' | 'currency' | 'value'>;

/** An event as the pixels get it: the properties, and the id the vendor deduplicates with. */
export interface PixelEvent {
  name: TrackedEventName;
  properties: VendorProperties;
  eventID: string;
}

/**
 * One advertising vendor's pixel. `prepare` puts the vendor's own global function on the page
 * (it queues calls until the script arrives) with consent held when asked, and loads nothing;
 * `grant` is the vendor's own consent call; `identify`, for a vendor with a documented match key,
 * hands it the member's SHA-256 hash (never the id itself).
 */
export interface PixelAdapter {
  prepare(id: string, consentHeld: boolean): void;
  /** The vendor's script address for this id, unless the merchant's settings name another. */
  scriptUrl(id: string): string;
  grant(): void;
  identify?(id: string, matchKey: string): void;
  track(event: PixelEvent): void;
}

/**
 * Only the listed properties, so that a field added to the payload later (a phone, an email, a
 * user name) does not reach a vendor by default.
 */
export function pixelEvent(name: TrackedEventName, payload: EventPayload): PixelEvent {
  const properties: VendorProperties = {};
  if (payload.revenue !== undefined) properties.revenue = payload.revenue;
  if (payload.amount !== undefined) properties.amount = payload.amount;
  if (payload.currency !== undefined) properties.currency = payload.currency;
  if (payload.value !== undefined) properties.value = payload.value;
  return { name, properties, eventID: payload.eventID };
}

import type { TrackingEvents } from '@lotto/auth';
import type { Tracker } from '@lotto/tracking';

type Raised = Parameters<Tracker['track']>;

/** Events raised before tracking started (it starts once the page has settled), in order. */
const waiting: Raised[] = [];
let client: Tracker | null = null;

/** Tracking started: the events raised so far go out, later ones straight away. */
export function connectTracking(tracker: Tracker): void {
  client = tracker;
  for (const event of waiting.splice(0)) tracker.track(...event);
}

/**
 * Sign-in's event contract, filled with the tracking client. Nothing loads at the tap: an event
 * raised before tracking started waits here for it, so a login's way home is not slowed.
 */
export const lazyTrackingEvents: TrackingEvents = { track: trackLater };

/** Raises an event now, or once tracking has started (games' launches and trials use it too). */
export function trackLater(name: Raised[0], { id, ...detail }: Record<string, string | number> = {}): void {
  // The page it happened on, before the player moves on.
  const event: Raised = [name, { ...(id !== undefined ? { customerId: id } : {}), detail, page: window.location.pathname }];
  if (client) client.track(...event);
  else waiting.push(event);
}

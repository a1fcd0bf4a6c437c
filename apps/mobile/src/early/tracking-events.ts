import type { TrackingEvents } from '@lotto/auth';
import { TRACKING_STORAGE_KEYS } from '@lotto/app-core/tracking-storage-keys';
import type { Tracker } from '@lotto/tracking';

type Raised = Parameters<Tracker['track']>;

/**
 * At most this many events wait for tracking's start, the oldest dropped first: a tab where it
 * never starts (its chunk refused) must not grow session storage and memory forever.
 */
export const EARLY_EVENTS_MAX = 100;

/**
 * Events raised before tracking started (it starts once the page has settled), in order, are kept
 * for the tab in session storage as well as in memory: a page load before then (a Refresh, the
 * reload when back online, a return from an external redirect) would otherwise lose them, and the
 * next page's tracking sends them. In memory alone where storage is refused.
 */
function stored(): Raised[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(TRACKING_STORAGE_KEYS.trackingWaiting) ?? '[]');
    return Array.isArray(parsed) ? (parsed as Raised[]) : [];
  } catch {
    return [];
  }
}

let waiting: Raised[] = stored();
let client: Tracker | null = null;

function keep(events: Raised[]): void {
  waiting = events;
  try {
    if (events.length === 0) sessionStorage.removeItem(TRACKING_STORAGE_KEYS.trackingWaiting);
    else sessionStorage.setItem(TRACKING_STORAGE_KEYS.trackingWaiting, JSON.stringify(events));
  } catch {
    // Refused (Safari's blocked storage): this page's events still wait in memory.
  }
}

/** Tracking started: the events raised so far (on this page or an earlier one) go out, later ones straight away. */
export function connectTracking(tracker: Tracker): void {
  client = tracker;
  const events = waiting;
  keep([]);
  for (const event of events) tracker.track(...event);
}

/**
 * Sign-in's event contract, filled with the tracking client. Nothing loads at the tap: an event
 * raised before tracking started waits for it, so a login's way home is not slowed.
 */
export const lazyTrackingEvents: TrackingEvents = { track: trackLater };

/** Raises an event now, or once tracking has started (games' launches and trials use it too). */
export function trackLater(name: Raised[0], { id, ...detail }: Record<string, string | number> = {}): void {
  // The page it happened on, before the player moves on.
  const event: Raised = [name, { ...(id !== undefined ? { customerId: id } : {}), detail, page: window.location.pathname }];
  if (client) client.track(...event);
  else keep([...waiting, event].slice(-EARLY_EVENTS_MAX));
}

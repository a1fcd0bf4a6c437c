import type { TrackingEvents } from '@lotto/auth';

/**
 * Sign-in's event contract, filled with the tracking client: its code loads with the first event
 * (or once the page settles), so the sign-in pages carry none of it.
 */
export const lazyTrackingEvents: TrackingEvents = {
  track(name, { id, ...detail } = {}) {
    // The page it happened on, before the player moves on while the client loads.
    const page = window.location.pathname;
    void import('./tracking-feature')
      .then((m) => m.whenTracking())
      .then((client) => client.track(name, { ...(id !== undefined ? { customerId: id } : {}), detail, page }));
  },
};

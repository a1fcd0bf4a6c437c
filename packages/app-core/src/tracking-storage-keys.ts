/**
 * The names tracking keeps things under in the browser: part of the one table in
 * `storage-keys.ts`, in a file and entry of their own only so that the first screen, which loads
 * all of app-core's main entry, does not carry what only the after-first-paint tracking reads.
 */
export const TRACKING_STORAGE_KEYS = {
  /** Local storage, ours: ad click ids from the address with when each was first seen, `{ fbclid: { value, at } }`. */
  clickIds: 'MC_CLICK_IDS',
  /** Local storage, ours: '1' once firstOpen was raised on this install. */
  firstOpen: 'MC_FIRST_OPEN',
  /** Local storage, ours: tracked events not yet accepted by the upload (heartbeat retention). */
  trackingOutbox: 'MC_TRACKING_OUTBOX',
  /** Session storage, ours: events raised before tracking started in this tab, sent once it starts. */
  trackingWaiting: 'MC_TRACKING_WAITING',
  /** Local storage, ours: the player's answer to the pixel consent, 'granted' or 'denied'. */
  pixelConsent: 'MC_PIXEL_CONSENT',
  /** Cookie: the Voluum click id, kept one day (spec 000 §9). */
  voluumCookie: 'voluum_cid',
} as const;

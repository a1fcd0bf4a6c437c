const DAY_MS = 86_400_000;

/** Spec 001 §9, heartbeat retention: an unsent event is kept 30 days at most… */
export const RETENTION_MS = 30 * DAY_MS;
/** …and at most 1024 of them, the oldest dropped first. */
export const RETENTION_MAX_ENTRIES = 1024;

/** Events raised close together leave in one upload. */
export const UPLOAD_BATCH_DELAY_MS = 1_000;
/** An upload that failed is tried again after this, doubling on each failure up to the maximum. */
export const UPLOAD_RETRY_FIRST_MS = 5_000;
export const UPLOAD_RETRY_MAX_MS = 300_000;
/** One upload carries at most this many events, so a long outbox drains in several calls. */
export const UPLOAD_BATCH_MAX = 100;

/** Spec 000 §9: the ad-tracking (voluum) cookie lasts one day. */
export const VOLUUM_COOKIE_MAX_AGE_S = DAY_MS / 1_000;
/** The address parameter Voluum passes its click id in (one of spec 000 §9's carried parameters). */
export const VOLUUM_CLICK_PARAM = 'cid';

/** Spec 001 §7: the ad click ids captured from the address. */
export const CLICK_ID_PARAMS = ['fbclid', 'gclid', 'ttclid', 'kwaiclid'] as const;

/** Spec 001 §3: the ad ids the native app keeps in local storage, each under its own name, passed through as they are. */
export const AD_INFO_FIELDS = [
  'adAppToken',
  'gpsAdid',
  'adid',
  'afAppId',
  'appsflyerId',
  'afAdvertisingId',
  'afOaid',
  'idfa',
  'idfv',
] as const;

/**
 * Events waiting for a pixel (its script not loaded yet, consent not answered, a credential page
 * on screen) or for tracking's start: at most this many per queue, the oldest dropped first, so a
 * vendor script that never loads does not grow the page's memory. The platform's upload has them all.
 */
export const PIXEL_QUEUE_MAX = 100;

/**
 * A tab that took events for an upload owns them this long (past the request's own 30 s time-out):
 * no other tab sends them meanwhile, and a tab closed mid-upload leaves them to the next after it.
 */
export const UPLOAD_CLAIM_MS = 60_000;
/** The Web Lock every tab of the app takes around the outbox (where the browser has Web Locks). */
export const OUTBOX_LOCK_NAME = 'lotto-tracking-outbox';

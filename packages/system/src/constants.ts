/**
 * The system feature's timings and limits (spec 000 §9, spec 001 §9), named once. The brand
 * spinner's 10 s auto-hide is the spinner primitive's SPINNER_AUTO_HIDE_MS (@lotto/ui).
 */

/** Spec 000 §9: the connectivity check gives up after 5 s. */
export const PING_TIMEOUT_MS = 5_000;

/** Line-speed test: every line has this long to answer before it counts as failed. */
export const LINE_TEST_TIMEOUT_MS = 10_000;

/** Line-speed test: at most this many lines, drawn at random from the merchant's domain list. */
export const MAX_LINES = 10;

/**
 * Ours, beyond the spec: after this many failed connectivity checks in a row, the line test
 * runs in the background and a faster line, if one answers, is offered.
 */
export const FAILED_PINGS_BEFORE_LINE_SEARCH = 2;

/** Spec 001 §2, screen 13: the page body carries this class while access is denied. */
export const ACCESS_DENIED_BODY_CLASS = 'error-limit';

/** The service whose link also carries the member's VIP label as its category (spec 001 §7). */
export const CATEGORY_SERVICE = 'AICAN';
/** Query names added to a service link; the spec says what is added, not under which names (README). */
export const LINK_QUERY = { userName: 'userName', category: 'category' } as const;
/** A sensible interval for the unread count while the page is visible (the spec names none). */
export const UNREAD_POLL_MS = 30_000;
/** `CBS_launchChat`'s `b2c` (spec 001 §3): the mobile web client. */
export const LAUNCH_B2C = 1;
/**
 * What a session redirect appends (spec 001 §7, "customer-service link"): the spec names the
 * token, language, headerColor and b2c=1 fields; the page title travels as `title`, as in the
 * chat launch payload.
 */
export const REDIRECT_QUERY_NAMES = {
  token: 'token',
  language: 'language',
  headerColor: 'headerColor',
  b2c: 'b2c',
  title: 'title',
} as const;

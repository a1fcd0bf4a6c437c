/**
 * Placeholders in the seed that the simulator fills in for each request, as only it knows the
 * addresses it listens on.
 */

/** In a merchant's domainList: the simulator's line origins (the request's own origin when no line listens, e.g. app.request()). */
export const LINES_PLACEHOLDER = '{lines}';
/** In a merchant's domainList: the request's own origin. */
export const SELF_LINE = '{self}';
/** In a merchant's service-script HTML: the request's own origin, and another origin (a line host's). */
export const SERVICE_SCRIPT_SELF = '{self}';
export const SERVICE_SCRIPT_OTHER = '{other}';

/**
 * The feedback's topics (ours: the platform's body was not seen, docs/platform-calls.md,
 * `PUT /wps/feedback`); the simulator takes exactly these (apps/platform-sim/README.md, "Feedback").
 */
export const FEEDBACK_CATEGORIES = ['account', 'payment', 'games', 'promotions', 'app', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];
/** The topic a feedback goes under when the player picks none. */
export const DEFAULT_FEEDBACK_CATEGORY: FeedbackCategory = 'other';
/** The longest feedback, in characters as the player sees them; the form counts towards it as the player types. */
export const FEEDBACK_MAX_LENGTH = 500;

/** The help centre's `device` (the status call's value for this client). */
export const HELP_DEVICE = 'MOBILE';

/** The white-label switch of the inbox (also its module id); where the tree does not name it, the count's call decides. */
export const INBOX_FLAG = 'INBOX3';
/** Messages asked per page of the inbox. */
export const INBOX_PAGE_SIZE = 10;
/** The unread count is asked again this often while the page is visible (ours: none was seen; the chat's count is asked every 30 s). */
export const INBOX_UNREAD_POLL_MS = 60_000;
/** The refusal that says the merchant has no inbox. */
export const FUNCTION_NOT_AVAILABLE = 'function.not.available';

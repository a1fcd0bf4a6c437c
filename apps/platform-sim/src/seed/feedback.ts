/**
 * Ours: the feedback body was not seen (docs/platform-calls.md, `PUT /wps/feedback`). The platform's
 * form is one free text carrying the contact details too; the app adds the topic it is about, from
 * this list, and the account that wrote it. The simulator refuses anything else, so a typo fails.
 */
export const FEEDBACK_CATEGORIES = ['account', 'payment', 'games', 'promotions', 'app', 'other'] as const;

/** The longest feedback text the simulator takes, in characters; the app counts down to it as the player types. */
export const FEEDBACK_MAX_LENGTH = 500;

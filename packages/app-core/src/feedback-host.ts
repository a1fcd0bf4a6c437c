/** A separate entry, so the shell loads the dialog and toast code only when there is something to show. */
export { FeedbackHost } from './FeedbackHost';

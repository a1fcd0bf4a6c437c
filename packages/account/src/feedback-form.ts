import { DEFAULT_FEEDBACK_CATEGORY, FEEDBACK_CATEGORIES, FEEDBACK_MAX_LENGTH, type FeedbackCategory } from './constants';
import type { FeedbackBody } from './server-data/feedback';

/** Why a feedback cannot go: nothing in it but blanks (the platform's form says "Please enter content"), or too long. */
export type FeedbackProblem = 'empty' | 'long';

/** Characters as the player sees them (an emoji is one), so the count matches what is on screen. */
export function feedbackLength(text: string): number {
  return [...text].length;
}

/** What stops the text from being sent, or null. What is sent is trimmed, so only its own length counts. */
export function feedbackProblem(text: string): FeedbackProblem | null {
  const sent = text.trim();
  if (sent === '') return 'empty';
  return feedbackLength(sent) > FEEDBACK_MAX_LENGTH ? 'long' : null;
}

function isFeedbackCategory(value: string): value is FeedbackCategory {
  return (FEEDBACK_CATEGORIES as readonly string[]).includes(value);
}

/** The call's body: the trimmed text, the topic chosen (else "other") and the member's account, when known. */
export function feedbackBody(text: string, category: string, account: string | undefined): FeedbackBody {
  return {
    content: text.trim(),
    category: isFeedbackCategory(category) ? category : DEFAULT_FEEDBACK_CATEGORY,
    ...(account ? { account } : {}),
  };
}

import type { ApiClient } from '@lotto/api-client';
import type { FeedbackCategory } from '../constants';

/**
 * What the feedback carries (ours: the platform's body was not seen). `content` is the player's
 * own text, contact details and all, as the platform's form has it; `category` is the topic; the
 * call goes without the session, so `account` says who wrote.
 */
export interface FeedbackBody {
  content: string;
  category: FeedbackCategory;
  account?: string;
}

/** `PUT /wps/feedback` (FEEDBACK3, no token; docs/platform-calls.md): a refusal alerts with the platform's words. */
export function sendFeedback(api: ApiClient, body: FeedbackBody) {
  return api.call<null>('/wps/feedback', { method: 'PUT', json: body });
}

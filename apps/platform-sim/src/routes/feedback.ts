import type { Context, Hono } from 'hono';
import { ERROR_CODES, sendFailure, sendOk } from '../protocol/envelope';
import { FEEDBACK_CATEGORIES, FEEDBACK_MAX_LENGTH } from '../seed/feedback';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { readJsonObject } from '../wps/json-body';

const HTTP_BAD_REQUEST = 400;
/** The feedback's module id, as the platform's registry names it (docs/platform-calls.md). */
const FEEDBACK_MODULE_ID = 'FEEDBACK3';

const FEEDBACK_MESSAGES = {
  moduleId: `This call needs the ModuleId ${FEEDBACK_MODULE_ID}`,
  badPayload: 'request body required',
  empty: 'Please enter content',
  long: `Feedback is limited to ${FEEDBACK_MAX_LENGTH} characters`,
  category: (category: string) => `Unknown feedback category ${category}`,
} as const;

function moduleIdError(c: Context<WpsEnv>): Response | null {
  if (c.req.header('moduleid') === FEEDBACK_MODULE_ID) return null;
  return sendFailure(c, ERROR_CODES.functionNotAvailable, FEEDBACK_MESSAGES.moduleId, HTTP_BAD_REQUEST);
}

function isCategory(value: string): value is (typeof FEEDBACK_CATEGORIES)[number] {
  return (FEEDBACK_CATEGORIES as readonly string[]).includes(value);
}

/**
 * PUT /wps/feedback (FEEDBACK3, no session: the platform's registry sends none). The body is ours:
 * `{ content, category, account? }`; `content` is the player's text with any contact details in it,
 * as the platform's own form has it. Kept for GET /__sim/feedback. Refusals (ours):
 * `feedback.invalid` for an empty or too long text, or an unknown category.
 */
export function registerFeedbackRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.put('/feedback', async (c) => {
    const refused = moduleIdError(c);
    if (refused) return refused;
    const body = await readJsonObject(c);
    if (body === null || typeof body.content !== 'string') {
      return sendFailure(c, ERROR_CODES.requestBodyRequired, FEEDBACK_MESSAGES.badPayload, HTTP_BAD_REQUEST);
    }
    const content = body.content.trim();
    const category = typeof body.category === 'string' ? body.category : 'other';
    if (content === '') return sendFailure(c, ERROR_CODES.feedbackInvalid, FEEDBACK_MESSAGES.empty);
    if ([...content].length > FEEDBACK_MAX_LENGTH) return sendFailure(c, ERROR_CODES.feedbackInvalid, FEEDBACK_MESSAGES.long);
    if (!isCategory(category)) return sendFailure(c, ERROR_CODES.feedbackInvalid, FEEDBACK_MESSAGES.category(category));
    state.feedback.add({
      merchant: c.get('merchant').seed.code,
      content,
      category,
      account: typeof body.account === 'string' && body.account !== '' ? body.account : null,
      language: c.req.header('language') ?? null,
    });
    return sendOk(c, null);
  });
}

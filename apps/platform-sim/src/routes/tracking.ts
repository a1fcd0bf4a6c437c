import type { Hono } from 'hono';
import { ERROR_CODES, sendFailure } from '../protocol/envelope';
import type { WpsDeps, WpsEnv } from '../wps/env';
import { readJsonObject } from '../wps/json-body';
import { authenticate } from '../wps/session-auth';

const HTTP_NO_CONTENT = 204;
const HTTP_BAD_REQUEST = 400;

function parseEvents(text: unknown): unknown[] | null {
  if (typeof text !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * POST /wps/system/collect (a live mobile page was seen posting tracking there, answered 204).
 * The body is ours: `{ events: "<JSON array as a string>" }` (spec 001 §7, "events as a JSON
 * string"). A token is optional: visitors' events count too. Uploads show at GET /__sim/tracking;
 * a fault on this path refuses one to prove the app's retry.
 */
export function registerTrackingRoutes(router: Hono<WpsEnv>, { state }: WpsDeps): void {
  router.post('/system/collect', async (c) => {
    const events = parseEvents((await readJsonObject(c))?.events);
    if (events === null)
      return sendFailure(c, ERROR_CODES.requestBodyRequired, 'events must be a JSON array in a string', HTTP_BAD_REQUEST);
    const who = c.req.header('authorization') ? authenticate(c, state) : null;
    state.trackingUploads.add({
      merchant: c.get('merchant').seed.code,
      memberId: who?.ok ? who.member.id : null,
      receivedAt: state.now(),
      events,
    });
    return c.body(null, HTTP_NO_CONTENT);
  });
}

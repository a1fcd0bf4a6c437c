import type { Context, Handler } from 'hono';

/**
 * The one way a control route reads and checks its JSON body. The routes' parsers answer either
 * what they accepted or a sentence saying what is wrong; `accepted` turns that sentence into the
 * route's answer, so a route reads top to bottom without an `if … return` per check.
 */

const HTTP_BAD_REQUEST = 400;
const HTTP_NOT_FOUND = 404;

export type JsonObject = Record<string, unknown>;
type RefusalStatus = typeof HTTP_BAD_REQUEST | typeof HTTP_NOT_FOUND;

/** A control call refused inside a route: withJsonBody answers it as `{ error }` with its status. */
class ControlRefusal extends Error {
  constructor(
    message: string,
    readonly status: RefusalStatus,
  ) {
    super(message);
  }
}

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function refused(c: Context, error: string, status: RefusalStatus): Response {
  return c.json({ error }, status);
}

/** The answer of a control call naming something that is not there (a fault, an image, a route). */
export function notFound(c: Context, error: string): Response {
  return refused(c, error, HTTP_NOT_FOUND);
}

/** Refuses the call with 400 (inside withJsonBody): the body is wrong. */
export function refuse(error: string): never {
  throw new ControlRefusal(error, HTTP_BAD_REQUEST);
}

/** Refuses the call with 404 (inside withJsonBody): what the body names (a merchant, a member) is not there. */
export function refuseMissing(error: string): never {
  throw new ControlRefusal(error, HTTP_NOT_FOUND);
}

/** What a parser accepted; when it answered a sentence saying what is wrong, the call is refused with it (400). */
export function accepted<T>(parsed: T | string): T {
  if (typeof parsed === 'string') refuse(parsed);
  return parsed;
}

/** As accepted, but refused with 404: for a lookup of what the body names. */
export function found<T>(looked: T | string): T {
  if (typeof looked === 'string') refuseMissing(looked);
  return looked;
}

/** The request's JSON object body; an empty body counts as {} so simple calls need no body. */
async function readObject(c: Context): Promise<JsonObject | string> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return isJsonObject(parsed) ? parsed : 'body must be a JSON object';
  } catch {
    return 'body is not valid JSON';
  }
}

/**
 * A control route that takes a JSON object body. A body that is not one answers 400; a refusal
 * inside `handle` (refuse, refuseMissing, accepted, found) answers `{ error }` with its status.
 */
export function withJsonBody(handle: (body: JsonObject, c: Context) => Response | Promise<Response>): Handler {
  return async (c) => {
    const body = await readObject(c);
    if (typeof body === 'string') return refused(c, body, HTTP_BAD_REQUEST);
    try {
      return await handle(body, c);
    } catch (error) {
      if (error instanceof ControlRefusal) return refused(c, error.message, error.status);
      throw error;
    }
  };
}

import type { Context } from 'hono';

/** The JSON object body of a plain (not encrypted) call, or null when the body is not one. */
export async function readJsonObject(c: Context): Promise<Record<string, unknown> | null> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await c.req.text());
  } catch {
    return null;
  }
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
}

import type { Context } from 'hono';
import { decryptRequest, isRefusal, type JsonValue } from '../crypto/encrypted-body';
import { sendFailure } from '../protocol/envelope';
import type { WpsEnv } from './env';

/** Largest decrypted plain text the request log keeps whole; longer ones are cut (and flagged). */
const LOGGED_DECRYPTED_LIMIT = 256 * 1024;

/**
 * For the handlers of encrypted calls: the decrypted payload, or a ready error Response to
 * return as is. The request log entry gets the payload as `decrypted` (or the refusal as
 * `decryptError`) so tests can check what the server received.
 *
 *     const payload = await readEncryptedPayload(c);
 *     if (payload instanceof Response) return payload;
 */
export async function readEncryptedPayload(c: Context<WpsEnv>): Promise<JsonValue | Response> {
  const state = c.get('state');
  const result = decryptRequest(
    {
      digest: c.req.header('x-digest'),
      rsa: c.req.header('x-rsa'),
      encryption: c.req.header('encryption'),
      body: await c.req.text(),
    },
    (modulusText) => state.rsaKeys.find(modulusText),
  );
  const entry = c.get('loggedRequest');
  if (isRefusal(result)) {
    if (entry !== undefined) entry.decryptError = `${result.errorCode}: ${result.detail}`;
    return sendFailure(c, result.errorCode, result.message, result.status);
  }
  if (entry !== undefined) {
    if (result.plainText.length <= LOGGED_DECRYPTED_LIMIT) entry.decrypted = result.payload;
    else {
      entry.decrypted = result.plainText.slice(0, LOGGED_DECRYPTED_LIMIT);
      entry.decryptedTruncated = true;
    }
  }
  return result.payload;
}

import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** Used when there is no socket to ask, e.g. app.request() in unit tests. */
const FALLBACK_IP = '127.0.0.1';
const IPV4_MAPPED_PREFIX = '::ffff:';

/**
 * The caller's IP as the status call reports it. X-Forwarded-For wins so that a test, or a
 * proxy in front of the simulator, can choose the address; then the socket's address.
 */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded;
  try {
    const address = getConnInfo(c).remote.address;
    if (address) return address.startsWith(IPV4_MAPPED_PREFIX) ? address.slice(IPV4_MAPPED_PREFIX.length) : address;
  } catch {
    // No Node socket behind this request.
  }
  return FALLBACK_IP;
}

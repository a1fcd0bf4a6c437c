/**
 * Addresses the server hands the app (download links, banners, welcome images, lines, games),
 * read by one set of rules before anything follows them: never a throw, never a scheme that runs
 * or embeds content (javascript:, data:, blob:, file:), never a token over plain http.
 */

const SECURE = 'https:';
const PLAIN = 'http:';
/** The local simulator runs on plain http with nothing between it and the browser; no real line does. */
const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

/** An address as written, read against `base` when relative; null for anything that is not one (never throws). */
export function parseAddress(raw: unknown, base?: string | URL): URL | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  try {
    return new URL(raw.trim(), base);
  } catch {
    return null;
  }
}

interface WebAddressOptions {
  /** What a relative address is read against (the page's origin, say); without it only absolute addresses pass. */
  base?: string | URL;
  /** Plain http too, for an address that carries nothing of the player's (a page opened in a new tab). */
  plainHttp?: boolean;
}

/**
 * A web address the app may follow (assign, open, link): https (http only where `plainHttp`
 * says), no user name or password in it (`https://play.example@evil.example` reads as the first
 * host to a player); null otherwise.
 */
export function webAddress(raw: unknown, { base, plainHttp = false }: WebAddressOptions = {}): URL | null {
  const url = parseAddress(raw, base);
  if (!url || url.username || url.password) return null;
  if (url.protocol === SECURE || (plainHttp && url.protocol === PLAIN)) return url;
  return null;
}

/** Whether this host is the machine itself (the local simulator), where plain http is not readable by anyone between. */
function isLoopback(url: URL): boolean {
  return LOOPBACK_HOSTS.includes(url.hostname);
}

/**
 * Whether an address may receive the session token: https only, so no one on the way reads it;
 * the one exception is plain http to the machine itself (the local simulator), where there is no
 * "on the way".
 */
export function mayCarryToken(url: URL): boolean {
  return url.protocol === SECURE || (url.protocol === PLAIN && isLoopback(url));
}

/**
 * An address the app may send the player to with something that must not be read or swapped on
 * the way (the session token, an installer or a profile): a web address that `mayCarryToken`.
 */
export function secureAddress(raw: unknown, base?: string | URL): URL | null {
  const url = webAddress(raw, { base, plainHttp: true });
  return url && mayCarryToken(url) ? url : null;
}

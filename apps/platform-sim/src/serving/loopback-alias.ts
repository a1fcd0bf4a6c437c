/**
 * 127.0.0.1 and localhost are two origins for a browser: the simulator uses the one the request
 * did not come from as "another origin" (a game's, a chat page's) where no line host listens.
 */

const LOOPBACK_ALIASES: Readonly<Record<string, string>> = {
  '127.0.0.1': 'localhost',
  localhost: '127.0.0.1',
};

/** The request origin under the other loopback name, or null when the host is not a loopback name. */
export function loopbackAliasOrigin(requestUrl: string): string | null {
  const url = new URL(requestUrl);
  const alias = LOOPBACK_ALIASES[url.hostname];
  if (alias === undefined) return null;
  url.hostname = alias;
  return url.origin;
}

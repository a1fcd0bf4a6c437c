/**
 * An origin of the simulator's (a line host's) named by the host the request came to: an app opened
 * at localhost is given localhost addresses, one opened at 127.0.0.1 the 127.0.0.1 ones, so the app
 * counts them as its own host (games, issue 27) and the browser as the same site.
 */
export function onRequestHost(origin: string, requestUrl: string): string {
  const url = new URL(origin);
  url.hostname = new URL(requestUrl).hostname;
  return url.origin;
}

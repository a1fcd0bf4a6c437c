/** Query names the platform uses to hand a session token to the app (for example from the native app). */
export const TOKEN_QUERY_NAMES = ['token', 'tokens'] as const;

/**
 * A copy of the address without the session token: an address the app shows, stores or
 * sends on (history, registerUrl, the status call's url) must never carry one.
 */
export function withoutToken(url: URL | string): URL {
  const copy = new URL(url);
  for (const name of TOKEN_QUERY_NAMES) copy.searchParams.delete(name);
  return copy;
}

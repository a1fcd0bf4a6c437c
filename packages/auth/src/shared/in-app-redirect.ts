import { REDIRECT_QUERY } from '@lotto/app-core';

/**
 * The address's `redirectUrl` when it stays in this app (a same-origin /m/ path), else null:
 * the route guard's way back after login, and a registration's "redirected elsewhere".
 */
export function inAppRedirect(search: string, origin: string): string | null {
  const wanted = new URLSearchParams(search).get(REDIRECT_QUERY);
  if (!wanted) return null;
  try {
    const url = new URL(wanted, origin);
    if (url.origin === origin && url.pathname.startsWith('/m/')) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // Not an address: nowhere.
  }
  return null;
}

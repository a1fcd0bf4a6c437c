import { PATHS, STORAGE_KEYS } from '@lotto/app-core';

/** After registering: the redirect only when it stays in this app (a same-origin /m/ path), else home. */
export function destinationAfterRegister(search: string, origin: string): string {
  const wanted = new URLSearchParams(search).get('redirectUrl');
  if (!wanted) return PATHS.home;
  try {
    const url = new URL(wanted, origin);
    if (url.origin === origin && url.pathname.startsWith('/m/')) return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    // Not an address: home.
  }
  return PATHS.home;
}

/** The next screens know from this flag that the new member's session is a first login. */
export function markFirstTimeLogin(storage: Storage = sessionStorage): void {
  try {
    storage.setItem(STORAGE_KEYS.firstTimeLogin, '1');
  } catch {
    // Storage refused: the flag is only a hint.
  }
}

import { PATHS, STORAGE_KEYS, sessionStore } from '@lotto/app-core';
import { inAppRedirect } from '../shared/in-app-redirect';

/** After registering: the redirect only when it stays in this app (a same-origin /m/ path), else home. */
export function destinationAfterRegister(search: string, origin: string): string {
  return inAppRedirect(search, origin) ?? PATHS.home;
}

/** The next screens know from this flag that the new member's session is a first login. */
export function markFirstTimeLogin(storage: Storage = sessionStore): void {
  try {
    storage.setItem(STORAGE_KEYS.firstTimeLogin, '1');
  } catch {
    // Storage refused: the flag is only a hint.
  }
}

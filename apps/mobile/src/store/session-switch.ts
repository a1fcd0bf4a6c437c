import { sessionEnded, sessionRestored } from '@lotto/app-core';
import type { AppStore } from './create-store';
import { loadMemberData } from './start-data';

/**
 * The player agreed to the session a link offered (`BootSession.offeredToken`): the live one ends
 * first, so its member data, cached answers and push binding go with it, then the offered one starts.
 */
export function takeOfferedSession(store: AppStore, token: string, merchantCode: string): void {
  store.dispatch(sessionEnded());
  store.dispatch(sessionRestored({ token, merchantCode }));
  loadMemberData(store);
}

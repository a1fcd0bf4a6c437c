import type { TypedStartListening } from '@reduxjs/toolkit';
import { clearSessionInfo, writeSessionInfo } from './session-info';
import type { SessionState } from './session-slice';
import { sessionStore } from './browser-storage';

type StartListening = TypedStartListening<{ session: SessionState }>;

/**
 * The one writer of the session to storage: whichever action changed `session.info`
 * (a login, a session carried over at start, a logout, a 401), storage follows it, so a
 * reload keeps the session as the live client does and no flow writes it by hand.
 */
export function startSessionPersistence(startListening: StartListening, storage: () => Storage = () => sessionStore): () => void {
  return startListening({
    predicate: (_action, current, previous) => current.session.info !== previous.session.info,
    effect: (_action, api) => {
      const info = api.getState().session.info;
      if (info) writeSessionInfo(info, storage());
      else clearSessionInfo(storage());
    },
  });
}

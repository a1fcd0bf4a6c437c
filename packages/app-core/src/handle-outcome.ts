import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { Outcome } from '@lotto/api-client';
import { BACK_ONLINE_TOAST_MS, HTTP_UNAUTHORIZED, OFFLINE_TOAST_MS, STATUS_CALL_PATH } from './feedback-constants';
import { alertShown, domainErrorShown, toastShown } from './feedback-slice';
import { autoLoginSwitchedOff, rememberedLoginCleared, unauthorizedAnswered } from './session-effects';
import { sessionEnded, type SessionState } from './session-slice';
import { sessionStore } from './browser-storage';

type Thunk = ThunkAction<void, unknown, unknown, UnknownAction>;

/**
 * A refusal of a session that is no longer the live one (a request that left before a login, a
 * switch or a logout and came back after it) says nothing about the live session.
 */
function refusesAnotherSession(
  outcome: Outcome,
  status: number | undefined,
  sentToken: string | null | undefined,
  live: string | undefined,
) {
  if (sentToken === undefined || !live || sentToken === live) return false;
  return status === HTTP_UNAUTHORIZED || outcome.kind === 'logged-out' || outcome.kind === 'customer-not-login';
}

/**
 * The error catalogue's behaviour (spec 000 §8, spec 001 §8) for one call's outcome; `status`
 * is the call's HTTP status, `sentToken` the session token the request carried (null for none).
 */
export function handleOutcome(outcome: Outcome, path: string, status?: number, sentToken?: string | null): Thunk {
  return (dispatch, getState) => {
    if (refusesAnotherSession(outcome, status, sentToken, (getState() as { session?: SessionState }).session?.info?.token)) return;
    if (status === HTTP_UNAUTHORIZED) dispatch(unauthorizedAnswered({ path }));
    const effects = 'effects' in outcome ? (outcome.effects ?? []) : [];
    if (effects.includes('disable-auto-login')) dispatch(autoLoginSwitchedOff());
    if (effects.includes('clear-remembered-login')) dispatch(rememberedLoginCleared());

    switch (outcome.kind) {
      case 'ok':
      case 'silent':
        return;
      case 'customer-not-login':
        dispatch(sessionEnded());
        clearSessionStorage();
        dispatch(alertShown({ messageKey: 'in_pls_login', action: 'go-login' }));
        return;
      case 'logged-out':
        dispatch(sessionEnded());
        return;
      case 'offline':
        dispatch(toastShown({ messageKey: 'network_offline', durationMs: OFFLINE_TOAST_MS, variant: 'error' }));
        return;
      case 'network-error':
        dispatch(alertShown({ messageKey: 'network_error', autoHide: true }));
        return;
      case 'domain-not-available':
        dispatch(domainErrorShown({ message: outcome.message }));
        return;
      case 'alert':
        dispatch(
          alertShown({
            message: outcome.message,
            messageKey: outcome.message ? undefined : path === STATUS_CALL_PATH ? 'error' : 'unknown_error',
            traceId: outcome.traceId,
          }),
        );
        return;
    }
  };
}

/** The browser says when the connection goes and comes back; the player hears both. */
export function watchConnectivity(dispatch: (action: UnknownAction) => unknown, target: Window = window): () => void {
  const offline = () => dispatch(toastShown({ messageKey: 'network_offline', durationMs: OFFLINE_TOAST_MS, variant: 'error' }));
  const online = () => dispatch(toastShown({ messageKey: 'back_online', durationMs: BACK_ONLINE_TOAST_MS, variant: 'success' }));
  target.addEventListener('offline', offline);
  target.addEventListener('online', online);
  return () => {
    target.removeEventListener('offline', offline);
    target.removeEventListener('online', online);
  };
}

function clearSessionStorage() {
  sessionStore.clear();
}

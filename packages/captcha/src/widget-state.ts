/**
 * The widget's states and transitions (spec 000 §4): reset or close -> waiting; ready ->
 * waiting; success -> success; error -> error; a retry click -> loading. `idle` is before
 * anything was loaded. `verifying` says a verification runs now (only one at a time);
 * `tooFast` marks a second attempt that was refused while one ran.
 */
type WidgetStatus = 'idle' | 'loading' | 'waiting' | 'success' | 'error';

export interface WidgetState {
  status: WidgetStatus;
  verifying: boolean;
  tooFast: boolean;
  /** The error's numeric code, when the vendor or the loader gave one. */
  errorCode: string | null;
  /** The vendor's words for the player (user_error), when it gave some. */
  errorText: string | null;
}

export type WidgetEvent =
  | { type: 'load' }
  | { type: 'ready' }
  | { type: 'reset' }
  | { type: 'close' }
  | { type: 'success' }
  | { type: 'error'; code?: string | null; text?: string | null }
  | { type: 'retry' }
  | { type: 'verifyStarted' }
  | { type: 'verifyEnded' }
  | { type: 'tooFast' };

export const initialWidgetState: WidgetState = { status: 'idle', verifying: false, tooFast: false, errorCode: null, errorText: null };

const noError = { errorCode: null, errorText: null } as const;

export function widgetTransition(state: WidgetState, event: WidgetEvent): WidgetState {
  switch (event.type) {
    case 'load':
    case 'retry':
      return { ...state, ...noError, status: 'loading', tooFast: false };
    case 'ready':
    case 'reset':
    case 'close':
      return { ...state, ...noError, status: 'waiting' };
    case 'success':
      return { ...state, ...noError, status: 'success' };
    case 'error':
      return { ...state, status: 'error', errorCode: event.code || null, errorText: event.text || null };
    case 'verifyStarted':
      return { ...state, verifying: true, tooFast: false };
    case 'verifyEnded':
      return { ...state, verifying: false };
    case 'tooFast':
      return { ...state, tooFast: true };
  }
}

/** Whether a new verification may start now: never while one runs. */
export function canStartVerification(state: WidgetState): boolean {
  return !state.verifying;
}

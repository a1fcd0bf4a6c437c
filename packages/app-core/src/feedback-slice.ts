import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import type { TextNamespace } from '@lotto/i18n';
import type { FeedbackMessageKey } from './locales';

/**
 * What the player is being told right now: the notice alerts of the error catalogue, in
 * order, and short toasts. Identical alerts never stack.
 */
type AlertAction = 'none' | 'go-login';

export interface AlertItem {
  id: string;
  /** A server message shown as is… */
  message?: string;
  /** …or a key, in the feedback namespace unless another is named. */
  messageKey?: string;
  namespace?: string;
  traceId?: string;
  action: AlertAction;
  /**
   * Raised by a lost connection (no HTTP answer at all): the dialog hides itself once the platform
   * answers again, looked at every 1 s up to 3 times (spec 001 §8; `use-alert-auto-hide.ts`).
   */
  autoHide?: boolean;
}

export interface ToastItem {
  id: string;
  messageKey: string;
  /** The namespace of the key; the feedback namespace when absent. */
  namespace?: string;
  variant: 'info' | 'success' | 'error';
  durationMs: number;
}

export interface DomainError {
  message?: string;
}

export interface FeedbackState {
  alerts: AlertItem[];
  toasts: ToastItem[];
  domainError: DomainError | null;
}

export type NewAlert = Omit<AlertItem, 'id' | 'action'> & { action?: AlertAction };
export type NewToast = Omit<ToastItem, 'id' | 'variant'> & { variant?: ToastItem['variant'] };

const sameAlert = (a: NewAlert, b: AlertItem) =>
  a.message === b.message && a.messageKey === b.messageKey && (a.action ?? 'none') === b.action;

export const feedbackSlice = createSlice({
  name: 'feedback',
  initialState: (): FeedbackState => ({ alerts: [], toasts: [], domainError: null }),
  reducers: {
    alertShown: {
      reducer(state, action: PayloadAction<AlertItem>) {
        if (state.alerts.some((alert) => sameAlert(action.payload, alert))) return;
        state.alerts.push(action.payload);
      },
      prepare: (alert: NewAlert) => ({ payload: { ...alert, action: alert.action ?? 'none', id: nanoid() } }),
    },
    alertDismissed(state, action: PayloadAction<string>) {
      state.alerts = state.alerts.filter((alert) => alert.id !== action.payload);
    },
    toastShown: {
      reducer(state, action: PayloadAction<ToastItem>) {
        // A repeat of the toast on screen replaces it rather than queueing behind it.
        state.toasts = state.toasts.filter((toast) => toast.messageKey !== action.payload.messageKey);
        state.toasts.push(action.payload);
      },
      prepare: (toast: NewToast) => ({ payload: { ...toast, variant: toast.variant ?? 'info', id: nanoid() } }),
    },
    toastDismissed(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((toast) => toast.id !== action.payload);
    },
    domainErrorShown(state, action: PayloadAction<DomainError>) {
      state.domainError = action.payload;
    },
    domainErrorDismissed(state) {
      state.domainError = null;
    },
  },
  selectors: {
    selectCurrentAlert: (state) => state.alerts[0] ?? null,
    selectToasts: (state) => state.toasts,
    selectDomainError: (state) => state.domainError,
  },
});

/**
 * The text of a new alert or toast: a key of the feedback namespace, or of the namespace
 * named beside it, checked against that namespace's keys through its `TextNamespace`
 * constant (`{ messageKey: 'agent.copied', namespace: AUTH_NAMESPACE }`). The store keeps
 * plain strings, since it holds keys of every namespace.
 */
export type FeedbackText<Key extends string> =
  { messageKey: FeedbackMessageKey; namespace?: undefined } | { messageKey: NoInfer<Key>; namespace: TextNamespace<Key> };
/** An alert's key may be left out: it then shows its server message, or unknown_error. */
export type AlertText<Key extends string> =
  { messageKey?: FeedbackMessageKey; namespace?: undefined } | { messageKey: NoInfer<Key>; namespace: TextNamespace<Key> };

type Keyless<T> = Omit<T, 'messageKey' | 'namespace'>;
const { alertShown: showAlert, toastShown: showToast } = feedbackSlice.actions;

/** `feedbackSlice.actions.alertShown` with the key typed; the same action creator at run time. */
export const alertShown: (<Key extends string>(alert: Keyless<NewAlert> & AlertText<Key>) => ReturnType<typeof showAlert>) &
  Pick<typeof showAlert, 'type' | 'match'> = showAlert;
/** `feedbackSlice.actions.toastShown` with the key typed; the same action creator at run time. */
export const toastShown: (<Key extends string>(toast: Keyless<NewToast> & FeedbackText<Key>) => ReturnType<typeof showToast>) &
  Pick<typeof showToast, 'type' | 'match'> = showToast;
export const { alertDismissed, toastDismissed, domainErrorShown, domainErrorDismissed } = feedbackSlice.actions;
export const { selectCurrentAlert, selectToasts, selectDomainError } = feedbackSlice.selectors;

import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

/**
 * What the player is being told right now: the notice alerts of the error catalogue, in
 * order, and short toasts. Identical alerts never stack.
 */
export type AlertAction = 'none' | 'go-login';

export interface AlertItem {
  id: string;
  /** A server message shown as is… */
  message?: string;
  /** …or a key, in the feedback namespace unless another is named. */
  messageKey?: string;
  namespace?: string;
  traceId?: string;
  action: AlertAction;
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

export const { alertShown, alertDismissed, toastShown, toastDismissed, domainErrorShown, domainErrorDismissed } = feedbackSlice.actions;
export const { selectCurrentAlert, selectToasts, selectDomainError } = feedbackSlice.selectors;

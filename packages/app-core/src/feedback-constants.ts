/** Spec 000 §9 and spec 001 §9: the offline and slow-network toasts last 1.5 s. */
export const OFFLINE_TOAST_MS = 1_500;
export const SLOW_NETWORK_TOAST_MS = 1_500;
export const BACK_ONLINE_TOAST_MS = 1_500;
/**
 * Spec 001 §8, "Error dialog auto-hide repeat every 1 s up to 3 times": the network-error dialog
 * looks whether the platform answers again 1 s after it shows, then 1 s after each look, 3 looks at
 * most (app-core's README, "The error dialog's auto-hide"). A look waits at most the same second.
 */
export const AUTO_HIDE_INTERVAL_MS = 1_000;
export const AUTO_HIDE_LOOKS = 3;
/** The status call's alert falls back to 'Error' rather than unknown_error (spec 001 §8). */
export const STATUS_CALL_PATH = '/wps/system/status';
/** The platform's "no session" status (docs/platform-calls.md, Statuses and error codes), whichever call answers it. */
export const HTTP_UNAUTHORIZED = 401;

/** Spec 000 §4: on login the push token is subscribed to topic ALL. */
export const PUSH_TOPIC_ALL = 'ALL';

/** Spec 001 §9: a registration (or token request) still pending after this is reset to not registered, so it can be tried again. */
export const PENDING_RESET_MS = 10_000;

/** Spec 001 §3, push state: the registration status, and the token request's, take these values. */
export const PUSH_STATUS = { notRegistered: 0, pending: 1, registered: 2 } as const;
export type PushStatus = (typeof PUSH_STATUS)[keyof typeof PUSH_STATUS];

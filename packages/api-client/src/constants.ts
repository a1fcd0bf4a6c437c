/** Spec 000 §7 and §9: every call waits at most 30 s unless it names its own limit. */
export const DEFAULT_TIMEOUT_MS = 30_000;
/** Spec 000 §9: the connectivity check gives up after 5 s. */
export const PING_TIMEOUT_MS = 5_000;
export const DEFAULT_LANGUAGE_HEADER = 'CN';

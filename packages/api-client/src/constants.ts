/** Spec 000 §7 and §9: every call waits at most 30 s unless it names its own limit. */
export const DEFAULT_TIMEOUT_MS = 30_000;
export const DEFAULT_LANGUAGE_HEADER = 'CN';
/** A prefetched RSA key older than this is fetched again before use (the server rotates keys). */
export const RSA_KEY_MAX_AGE_MS = 60_000;
/** The client's answer when it cannot encrypt: nothing is sent (docs/platform-calls.md, Encrypted calls, step 6). */
export const MISSING_ENCRYPTION = 'Missing Encryption';
/** Codes with which the server refuses a call for its encryption; such a call is retried once with a fresh key. */
export const ENCRYPTION_REFUSED_CODES: readonly string[] = ['request_body_required', 'rsa.key.expired', 'decrypt.failed'];
/** Status of a result the client refused to send (it could not encrypt): no request left the device. */
export const NOT_SENT_STATUS = -1;

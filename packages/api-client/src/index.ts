export { createApiClient } from './client';
export type { ApiClient, ClientConfig } from './client';
/**
 * @public Nothing imports it by name, but the declarations of every function returning a call's
 * result name it (`import('@lotto/api-client').ApiResult`), so it must stay reachable here.
 */
export type { ApiResult } from './envelope';
export type { Outcome } from './classify';
export type * from './types';
export { encryptPayload } from './encryption/encrypt-payload';
export { preloadCrypto } from './encryption/crypto-loader';
export { SESSION_KEY_ALPHABET } from './encryption/session-key';

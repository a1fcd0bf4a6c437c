import type { ApiClient } from '@lotto/api-client';
import { PING_TIMEOUT_MS } from '../constants';

/** The ping's path, on this line or on one the line test measures (spec 000 §7). */
export const PING_PATH = '/wps/system/test/ping';

/**
 * `GET /wps/system/test/ping` on the app's own line: the connectivity check, 5 s at most, silent
 * (a failure shows the slow-network toast instead of a notice).
 */
export function ping(api: ApiClient) {
  return api.call<string>(PING_PATH, { timeoutMs: PING_TIMEOUT_MS, alert: false });
}

import { PENDING_RESET_MS } from './constants';
import { pending, pendingExpired, settled, type PushRequest } from './push-slice';
import type { PushStore } from './store-types';

/**
 * Runs one request under its status: pending (1) while it runs, registered (2) when it succeeds,
 * not registered (0) when it fails, and back to 0 if it is still pending after 10 s (spec 001
 * §9), so a request that never answers cannot block the next attempt.
 */
export async function trackPending<T>(store: PushStore, request: PushRequest, work: () => Promise<T>): Promise<T> {
  store.dispatch(pending(request));
  const attempt = store.getState().push.attempts[request];
  const timer = setTimeout(() => store.dispatch(pendingExpired({ request, attempt })), PENDING_RESET_MS);
  try {
    const result = await work();
    store.dispatch(settled({ request, ok: true }));
    return result;
  } catch (error) {
    store.dispatch(settled({ request, ok: false }));
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

import type { SystemDispatch } from '../store-types';
import { checkConnection } from './check-connection';

/**
 * What the shell starts once: the connectivity check after the first status answer, and again
 * whenever the browser comes back online. `firstStatus` is the shell's boot call
 * (`loadCommonData`), already under way: the status comes with the merchant settings, so it is
 * not asked for twice. Returns the clean-up.
 */
export function startSystemChecks(dispatch: SystemDispatch, firstStatus: Promise<unknown>, target: Window = window): () => void {
  void firstStatus.then(() => dispatch(checkConnection()));
  const online = () => void dispatch(checkConnection());
  target.addEventListener('online', online);
  return () => target.removeEventListener('online', online);
}

import { checkSystemStatus } from '../status/check-system-status';
import type { SystemDispatch } from '../store-types';
import { checkConnection } from './check-connection';

/**
 * What the shell starts once: the status check, then the connectivity check, and the
 * connectivity check again whenever the browser comes back online. Returns the clean-up.
 */
export function startSystemChecks(dispatch: SystemDispatch, target: Window = window): () => void {
  void dispatch(checkSystemStatus()).then(() => dispatch(checkConnection()));
  const online = () => void dispatch(checkConnection());
  target.addEventListener('online', online);
  return () => target.removeEventListener('online', online);
}

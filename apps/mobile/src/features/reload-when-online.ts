import { loadMemberInfo } from '@lotto/app-core';
import type { AppStore } from '../store/create-store';

/**
 * Issue 11: an app opened offline shows what it has and, when the network is back (the
 * connectivity toast says so), asks again for the first screen's data that failed meanwhile.
 * What succeeded is not asked twice.
 */
export function reloadWhenOnline(store: AppStore, reloadCommonData: () => void, target: Window = window): () => void {
  const reload = () => {
    const { common, session, system } = store.getState();
    // One boot call answers both the merchant settings and the system status.
    if (common.status === 'failed' || system.status === 'failed') reloadCommonData();
    if (session.info && session.memberStatus === 'failed') void store.dispatch(loadMemberInfo());
  };
  target.addEventListener('online', reload);
  return () => target.removeEventListener('online', reload);
}

import { OUTBOX_LOCK_NAME } from './constants';

/** Runs `work` while no other tab of the app touches the outbox. */
export type OutboxLock = <T>(work: () => T) => Promise<T>;

type Locks = Pick<LockManager, 'request'>;

/**
 * Web Locks where the browser has them: one tab at a time reads and writes the outbox, so no
 * tab's write overwrites another's events. Elsewhere the work runs at once; the claim token on
 * each taken event still keeps two tabs from sending it twice.
 */
export function outboxLock(locks: Locks | undefined = globalThis.navigator?.locks): OutboxLock {
  if (!locks) return async (work) => work();
  return (work) => locks.request(OUTBOX_LOCK_NAME, async () => work()) as Promise<Awaited<ReturnType<typeof work>>>;
}

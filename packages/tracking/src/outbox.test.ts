import { beforeEach, describe, expect, it } from 'vitest';
import { RETENTION_MAX_ENTRIES, RETENTION_MS, UPLOAD_CLAIM_MS } from './constants';
import { storedOutbox } from './outbox';
import { outboxLock } from './outbox-lock';
import type { UploadRecord } from './upload-record';

const record = (eventID: string, at: number, customerId?: string): UploadRecord => ({
  event: 'login',
  payload: { eventID, ...(customerId ? { customerId } : {}) },
  clickIds: {},
  adInfo: {},
  page: '/m/home',
  at,
});

const ids = (records: UploadRecord[]) => records.map((r) => r.payload.eventID);

/** Web Locks as one browser gives them to all its tabs: one holder per name at a time, the others queued. */
function sharedLocks(): Pick<LockManager, 'request'> {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request: ((name: string, work: () => unknown) => {
      const run = (tails.get(name) ?? Promise.resolve()).then(() => work());
      tails.set(
        name,
        run.catch(() => undefined),
      );
      return run;
    }) as LockManager['request'],
  };
}

beforeEach(() => localStorage.clear());

describe('unsent events, with the heartbeat retention (spec 001 §9)', () => {
  it('keeps events across page loads until the upload takes them', async () => {
    await storedOutbox(() => 0).add(record('a', 0));
    const again = storedOutbox(() => 1);
    const claim = await again.claim(10, undefined);
    expect(ids(claim.records)).toEqual(['a']);
    await again.settle(claim, true);
    expect(storedOutbox().size()).toBe(0);
  });

  it('drops events older than 30 days', async () => {
    let now = 0;
    const outbox = storedOutbox(() => now);
    await outbox.add(record('old', 0));
    now = RETENTION_MS;
    await outbox.add(record('new', now));
    now = RETENTION_MS + 1;
    expect(ids((await outbox.claim(10, undefined)).records)).toEqual(['new']);
  });

  it('keeps at most 1024, dropping the oldest first', async () => {
    const outbox = storedOutbox(() => 0);
    for (let index = 0; index < RETENTION_MAX_ENTRIES + 3; index += 1) await outbox.add(record(`e${index}`, 0));
    expect(outbox.size()).toBe(RETENTION_MAX_ENTRIES);
    expect(ids((await outbox.claim(1, undefined)).records)).toEqual(['e3']);
  });
});

describe('two tabs on one outbox', () => {
  it('never hands the same event to two uploads (claim token, without Web Locks)', async () => {
    let now = 0;
    const first = storedOutbox(() => now, localStorage, outboxLock(undefined));
    const second = storedOutbox(() => now, localStorage, outboxLock(undefined));
    await first.add(record('a', 0));
    await second.add(record('b', 0));
    const taken = await first.claim(10, undefined);
    expect(ids(taken.records)).toEqual(['a', 'b']);
    expect((await second.claim(10, undefined)).records).toEqual([]);

    // A refused upload frees its events for the next try, in either tab.
    await first.settle(taken, false);
    const retried = await second.claim(10, undefined);
    expect(ids(retried.records)).toEqual(['a', 'b']);
    // A tab closed mid-upload: its claim expires and another tab sends them, once.
    now = UPLOAD_CLAIM_MS + 1;
    const adopted = await first.claim(10, undefined);
    expect(ids(adopted.records)).toEqual(['a', 'b']);
    await first.settle(adopted, true);
    await second.settle(retried, true);
    expect(first.size()).toBe(0);
  });

  it('loses no event when another tab writes between a read and a write (Web Locks)', async () => {
    const locks = outboxLock(sharedLocks());
    let otherTab: ReturnType<typeof storedOutbox> | null = null;
    let pending: Promise<void> | null = null;
    // The other tab's add lands while this tab is between reading the outbox and writing it back.
    const racing: Storage = Object.create(localStorage, {
      getItem: {
        value: (key: string) => {
          const value = localStorage.getItem(key);
          if (otherTab && !pending) pending = otherTab.add(record('b', 0));
          return value;
        },
      },
      setItem: { value: (key: string, value: string) => localStorage.setItem(key, value) },
      removeItem: { value: (key: string) => localStorage.removeItem(key) },
    });
    const thisTab = storedOutbox(() => 0, racing, locks);
    otherTab = storedOutbox(() => 0, localStorage, locks);
    await thisTab.add(record('a', 0));
    await pending;
    expect(ids((await thisTab.claim(10, undefined)).records).sort()).toEqual(['a', 'b']);
  });

  it('sends a member’s events only with that member’s session; a visitor’s go with any', async () => {
    const outbox = storedOutbox(() => 0);
    await outbox.add(record('visitor', 0));
    await outbox.add(record('by-7', 0, '7'));
    await outbox.add(record('by-8', 0, '8'));
    const asEight = await outbox.claim(10, '8');
    expect(ids(asEight.records)).toEqual(['visitor', 'by-8']);
    await outbox.settle(asEight, true);
    expect((await outbox.claim(10, undefined)).records).toEqual([]);
    expect(ids((await outbox.claim(10, '7')).records)).toEqual(['by-7']);
  });
});

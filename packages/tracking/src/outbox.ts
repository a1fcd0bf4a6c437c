import { trackingStorage } from './tracking-storage';
import { TRACKING_STORAGE_KEYS } from '@lotto/app-core/tracking-storage-keys';
import { RETENTION_MAX_ENTRIES, RETENTION_MS, UPLOAD_CLAIM_MS } from './constants';
import { newEventId } from './event-id';
import { outboxLock, type OutboxLock } from './outbox-lock';
import type { UploadRecord } from './upload-record';

/** Events a tab took for one upload: no other tab sends them until the claim ends or expires. */
interface OutboxClaim {
  token: string;
  records: UploadRecord[];
}

/**
 * Events waiting for the upload, in local storage so none is lost to a failed call or a closed
 * tab, shared by every tab of the app. Heartbeat retention (spec 001 §9): older than 30 days or
 * beyond 1024 entries, the oldest go.
 */
export interface Outbox {
  add(record: UploadRecord): Promise<void>;
  /**
   * Takes the oldest `max` events no other tab holds, for an upload with `member`'s session (none:
   * a visitor's): a visitor's events and the member's own. Another member's events are never sent
   * with this session: they wait for a tab of theirs (tabs keep sessions of their own), at most
   * the retention's 30 days.
   */
  claim(max: number, member: string | undefined): Promise<OutboxClaim>;
  /** The upload ended: taken events leave the outbox, refused ones are free for the next try. */
  settle(claim: OutboxClaim, sent: boolean): Promise<void>;
  size(): number;
}

/** A record as kept: with the claim of the tab uploading it, if any. */
type Kept = UploadRecord & { claim?: { token: string; until: number } };

function retained(records: Kept[], now: number): Kept[] {
  const fresh = records.filter((record) => now - record.at <= RETENTION_MS);
  return fresh.slice(Math.max(0, fresh.length - RETENTION_MAX_ENTRIES));
}

const withoutClaim = ({ claim: _claim, ...record }: Kept): UploadRecord => record;

export function storedOutbox(now: () => number = Date.now, storage: Storage = trackingStorage(), lock: OutboxLock = outboxLock()): Outbox {
  const read = (): Kept[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(TRACKING_STORAGE_KEYS.trackingOutbox) ?? '[]');
      return Array.isArray(parsed) ? retained(parsed as Kept[], now()) : [];
    } catch {
      return [];
    }
  };
  const write = (records: Kept[]) => {
    try {
      if (records.length === 0) storage.removeItem(TRACKING_STORAGE_KEYS.trackingOutbox);
      else storage.setItem(TRACKING_STORAGE_KEYS.trackingOutbox, JSON.stringify(records));
    } catch {
      // Storage full or refused (private mode): the events in memory still go with this upload.
    }
  };
  const free = (record: Kept) => !record.claim || record.claim.until <= now();

  return {
    add: (record) => lock(() => write(retained([...read(), record], now()))),
    claim: (max, member) =>
      lock(() => {
        const token = newEventId();
        const records = read();
        const taken: Kept[] = [];
        for (const record of records) {
          if (taken.length >= max) break;
          const owner = record.payload.customerId;
          if (!free(record) || (owner && owner !== member)) continue;
          record.claim = { token, until: now() + UPLOAD_CLAIM_MS };
          taken.push(record);
        }
        write(records);
        // Without Web Locks another tab may have written in between: only what still carries this token is ours.
        const ours = read().filter((record) => record.claim?.token === token);
        return { token, records: ours.map(withoutClaim) };
      }),
    settle: ({ token }, sent) =>
      lock(() =>
        write(
          sent
            ? read().filter((record) => record.claim?.token !== token)
            : read().map((record) => (record.claim?.token === token ? withoutClaim(record) : record)),
        ),
      ),
    size: () => read().length,
  };
}

import { trackingStorage } from './tracking-storage';
import { TRACKING_STORAGE_KEYS } from '@lotto/app-core/tracking-storage-keys';
import { RETENTION_MAX_ENTRIES, RETENTION_MS } from './constants';
import type { UploadRecord } from './upload-record';

/**
 * Events waiting for the upload, in local storage so none is lost to a failed call or a closed
 * tab. Heartbeat retention (spec 001 §9): older than 30 days or beyond 1024 entries, the oldest go.
 */
export interface Outbox {
  add(record: UploadRecord): void;
  /** The oldest `max` records, left in place until `remove`. */
  peek(max: number): UploadRecord[];
  remove(eventIds: ReadonlySet<string>): void;
  size(): number;
}

function retained(records: UploadRecord[], now: number): UploadRecord[] {
  const fresh = records.filter((record) => now - record.at <= RETENTION_MS);
  return fresh.slice(Math.max(0, fresh.length - RETENTION_MAX_ENTRIES));
}

export function storedOutbox(now: () => number = Date.now, storage: Storage = trackingStorage()): Outbox {
  const read = (): UploadRecord[] => {
    try {
      const parsed: unknown = JSON.parse(storage.getItem(TRACKING_STORAGE_KEYS.trackingOutbox) ?? '[]');
      return Array.isArray(parsed) ? retained(parsed as UploadRecord[], now()) : [];
    } catch {
      return [];
    }
  };
  const write = (records: UploadRecord[]) => {
    try {
      if (records.length === 0) storage.removeItem(TRACKING_STORAGE_KEYS.trackingOutbox);
      else storage.setItem(TRACKING_STORAGE_KEYS.trackingOutbox, JSON.stringify(records));
    } catch {
      // Storage full or refused (private mode): the events in memory still go with this upload.
    }
  };
  return {
    add: (record) => write(retained([...read(), record], now())),
    peek: (max) => read().slice(0, max),
    remove: (eventIds) => write(read().filter((record) => !eventIds.has(record.payload.eventID))),
    size: () => read().length,
  };
}

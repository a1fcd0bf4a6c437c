import { UPLOAD_BATCH_DELAY_MS, UPLOAD_BATCH_MAX, UPLOAD_RETRY_FIRST_MS, UPLOAD_RETRY_MAX_MS } from './constants';
import type { Outbox } from './outbox';
import type { UploadRecord } from './upload-record';

/** Sends one batch; true when the platform took it. */
export type SendBatch = (records: UploadRecord[]) => Promise<boolean>;

export interface Uploader {
  /** An event was added to the outbox: upload soon, together with any raised meanwhile. */
  schedule(): void;
  stop(): void;
}

/**
 * Drains the outbox in batches. A refused or failed upload leaves its events in the outbox and
 * is tried again later, waiting twice as long after each failure; a success drains the rest.
 */
export function createUploader(outbox: Outbox, send: SendBatch): Uploader {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  let retryMs = UPLOAD_RETRY_FIRST_MS;
  let stopped = false;

  const later = (delayMs: number) => {
    if (stopped || timer !== undefined) return;
    timer = setTimeout(() => {
      timer = undefined;
      void flush();
    }, delayMs);
  };

  async function flush(): Promise<void> {
    if (sending) return;
    const batch = outbox.peek(UPLOAD_BATCH_MAX);
    if (batch.length === 0) return;
    sending = true;
    const accepted = await send(batch).catch(() => false);
    sending = false;
    if (!accepted) {
      later(retryMs);
      retryMs = Math.min(retryMs * 2, UPLOAD_RETRY_MAX_MS);
      return;
    }
    retryMs = UPLOAD_RETRY_FIRST_MS;
    outbox.remove(new Set(batch.map((record) => record.payload.eventID)));
    if (outbox.size() > 0) later(0);
  }

  return {
    schedule: () => later(UPLOAD_BATCH_DELAY_MS),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

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
 * Drains the outbox in batches, each taken under a claim so that another tab sends none of it
 * twice, and only events of the session's member (or a visitor's) go with its token. A refused
 * or failed upload leaves its events in the outbox and is tried again later, waiting twice as long
 * after each failure; a success drains the rest. Events a tab closed mid-upload held go with a later
 * upload once its claim has expired.
 */
export function createUploader(outbox: Outbox, send: SendBatch, member: () => string | undefined = () => undefined): Uploader {
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
    sending = true;
    const claim = await outbox.claim(UPLOAD_BATCH_MAX, member());
    if (claim.records.length === 0) {
      sending = false;
      return;
    }
    const accepted = await send(claim.records).catch(() => false);
    await outbox.settle(claim, accepted);
    sending = false;
    if (!accepted) {
      later(retryMs);
      retryMs = Math.min(retryMs * 2, UPLOAD_RETRY_MAX_MS);
      return;
    }
    retryMs = UPLOAD_RETRY_FIRST_MS;
    if (claim.records.length === UPLOAD_BATCH_MAX) later(0);
  }

  return {
    schedule: () => later(UPLOAD_BATCH_DELAY_MS),
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

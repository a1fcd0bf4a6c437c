import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_BATCH_DELAY_MS, UPLOAD_BATCH_MAX, UPLOAD_RETRY_FIRST_MS } from './constants';
import { storedOutbox } from './outbox';
import { createUploader } from './uploader';
import type { UploadRecord } from './upload-record';

const record = (eventID: string): UploadRecord => ({ event: 'login', payload: { eventID }, clickIds: {}, adInfo: {}, page: '/m/', at: 0 });

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the tracking upload', () => {
  it('sends events raised close together in one batch', async () => {
    const outbox = storedOutbox(() => 0);
    const send = vi.fn(async (_batch: UploadRecord[]) => true);
    const uploader = createUploader(outbox, send);
    await outbox.add(record('a'));
    uploader.schedule();
    await outbox.add(record('b'));
    uploader.schedule();
    await vi.advanceTimersByTimeAsync(UPLOAD_BATCH_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]).toEqual([[record('a'), record('b')]]);
    expect(outbox.size()).toBe(0);
  });

  it('keeps refused events and retries them later, waiting longer after each failure', async () => {
    const outbox = storedOutbox(() => 0);
    const answers = [false, false, true];
    const send = vi.fn(async () => answers.shift() ?? true);
    const uploader = createUploader(outbox, send);
    await outbox.add(record('a'));
    uploader.schedule();
    await vi.advanceTimersByTimeAsync(UPLOAD_BATCH_DELAY_MS);
    expect(send).toHaveBeenCalledTimes(1);
    expect(outbox.size()).toBe(1);
    await vi.advanceTimersByTimeAsync(UPLOAD_RETRY_FIRST_MS);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(UPLOAD_RETRY_FIRST_MS);
    expect(send).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(UPLOAD_RETRY_FIRST_MS);
    expect(send).toHaveBeenCalledTimes(3);
    expect(outbox.size()).toBe(0);
  });

  it('treats a network error as a refusal', async () => {
    const outbox = storedOutbox(() => 0);
    const send = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(true);
    const uploader = createUploader(outbox, send);
    await outbox.add(record('a'));
    uploader.schedule();
    await vi.advanceTimersByTimeAsync(UPLOAD_BATCH_DELAY_MS + UPLOAD_RETRY_FIRST_MS);
    expect(send).toHaveBeenCalledTimes(2);
    expect(outbox.size()).toBe(0);
  });

  it('drains a long outbox in several batches', async () => {
    const outbox = storedOutbox(() => 0);
    for (let index = 0; index < UPLOAD_BATCH_MAX + 1; index += 1) await outbox.add(record(`e${index}`));
    const send = vi.fn(async (_batch: UploadRecord[]) => true);
    createUploader(outbox, send).schedule();
    await vi.advanceTimersByTimeAsync(UPLOAD_BATCH_DELAY_MS);
    // The next batch leaves as soon as the first is taken.
    await vi.advanceTimersByTimeAsync(1);
    expect(send.mock.calls.map(([batch]) => batch.length)).toEqual([UPLOAD_BATCH_MAX, 1]);
  });

  it('two tabs uploading at once send each event once, and a member’s only with that member’s session', async () => {
    const sent: string[][] = [];
    let answer: (taken: boolean) => void = () => undefined;
    // Both uploads are in flight at the same moment: the platform answers the first only later.
    const send = vi.fn((batch: UploadRecord[]) => {
      sent.push(batch.map((r) => r.payload.eventID));
      return new Promise<boolean>((resolve) => (answer = resolve));
    });
    const firstTab = storedOutbox(() => 0);
    const secondTab = storedOutbox(() => 0);
    await firstTab.add(record('a'));
    await secondTab.add({ ...record('theirs'), payload: { eventID: 'theirs', customerId: '7' } });
    createUploader(firstTab, send, () => '8').schedule();
    createUploader(secondTab, send, () => '8').schedule();
    await vi.advanceTimersByTimeAsync(UPLOAD_BATCH_DELAY_MS);
    answer(true);
    await vi.advanceTimersByTimeAsync(UPLOAD_RETRY_FIRST_MS);
    expect(sent).toEqual([['a']]);
    expect(firstTab.size()).toBe(1);
  });
});

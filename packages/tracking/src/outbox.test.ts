import { beforeEach, describe, expect, it } from 'vitest';
import { RETENTION_MAX_ENTRIES, RETENTION_MS } from './constants';
import { storedOutbox } from './outbox';
import type { UploadRecord } from './upload-record';

const record = (eventID: string, at: number): UploadRecord => ({
  event: 'login',
  payload: { eventID },
  clickIds: {},
  adInfo: {},
  page: '/m/home',
  at,
});

beforeEach(() => localStorage.clear());

describe('unsent events, with the heartbeat retention (spec 001 §9)', () => {
  it('keeps events across page loads until the upload takes them', () => {
    storedOutbox(() => 0).add(record('a', 0));
    const again = storedOutbox(() => 1);
    expect(again.peek(10).map((r) => r.payload.eventID)).toEqual(['a']);
    again.remove(new Set(['a']));
    expect(storedOutbox().size()).toBe(0);
  });

  it('drops events older than 30 days', () => {
    let now = 0;
    const outbox = storedOutbox(() => now);
    outbox.add(record('old', 0));
    now = RETENTION_MS;
    outbox.add(record('new', now));
    now = RETENTION_MS + 1;
    expect(outbox.peek(10).map((r) => r.payload.eventID)).toEqual(['new']);
  });

  it('keeps at most 1024, dropping the oldest first', () => {
    const outbox = storedOutbox(() => 0);
    for (let index = 0; index < RETENTION_MAX_ENTRIES + 3; index += 1) outbox.add(record(`e${index}`, 0));
    expect(outbox.size()).toBe(RETENTION_MAX_ENTRIES);
    expect(outbox.peek(1)[0]?.payload.eventID).toBe('e3');
  });
});

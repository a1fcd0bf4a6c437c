import { beforeEach, describe, expect, it } from 'vitest';
import { TRACKING_STORAGE_KEYS } from '@lotto/app-core/tracking-storage-keys';
import { captureClickIds, readClickIds } from './click-ids';

beforeEach(() => localStorage.clear());

describe('ad click ids from the address (spec 001 §7)', () => {
  it('keeps fbclid, gclid, ttclid and kwaiclid with the time they were first seen', () => {
    captureClickIds([new URLSearchParams('fbclid=F1&gclid=G1&ttclid=T1&kwaiclid=K1&other=x')], 1_000);
    expect(readClickIds()).toEqual({
      fbclid: { value: 'F1', at: 1_000 },
      gclid: { value: 'G1', at: 1_000 },
      ttclid: { value: 'T1', at: 1_000 },
      kwaiclid: { value: 'K1', at: 1_000 },
    });
  });

  it('keeps the first time for the same click, and a new time for a new click', () => {
    captureClickIds([new URLSearchParams('fbclid=F1')], 1_000);
    captureClickIds([new URLSearchParams('fbclid=F1&gclid=G2')], 2_000);
    expect(readClickIds()).toEqual({ fbclid: { value: 'F1', at: 1_000 }, gclid: { value: 'G2', at: 2_000 } });
    captureClickIds([new URLSearchParams('fbclid=F9')], 3_000);
    expect(readClickIds().fbclid).toEqual({ value: 'F9', at: 3_000 });
  });

  it('falls back to the tracked query kept on entry when the address no longer has it', () => {
    captureClickIds([new URLSearchParams(''), new URLSearchParams('ttclid=T5')], 5);
    expect(readClickIds().ttclid).toEqual({ value: 'T5', at: 5 });
  });

  it('survives a damaged record', () => {
    localStorage.setItem(TRACKING_STORAGE_KEYS.clickIds, '{oops');
    expect(readClickIds()).toEqual({});
  });
});

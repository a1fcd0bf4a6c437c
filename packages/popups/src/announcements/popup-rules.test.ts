import type { PopupItem } from '@lotto/api-client';
import { describe, expect, it } from 'vitest';
import { audienceItems, contentHash, mayClose, memoryAfterClose, nextLocalMidnight, shouldShowAnnouncements } from './popup-rules';

const item = (id: number, execution: string, extra: Partial<PopupItem> = {}): PopupItem => ({
  id,
  execution,
  title: `Title ${id}`,
  content: `<p>${id}</p>`,
  ...extra,
});
const LIST = [item(1, 'A'), item(2, 'B'), item(3, 'F'), item(4, 'B')];
const NOON = new Date(2026, 10, 23, 12, 0).getTime();

describe('which items an audience sees (spec 001 §4)', () => {
  it.each([
    [{ loggedIn: false, firstTimeLogin: false }, [2, 4]],
    [{ loggedIn: true, firstTimeLogin: false }, [1]],
    [{ loggedIn: true, firstTimeLogin: true }, [1, 3]],
    [{ loggedIn: false, firstTimeLogin: true }, [2, 4]],
  ])('%o sees %o', (who, ids) => {
    expect(audienceItems(LIST, who).map((entry) => entry.id)).toEqual(ids);
  });
});

describe('whether the popup shows', () => {
  const items = [item(2, 'B')];
  const hash = contentHash(items);

  it('shows a list never closed, and never an empty one', () => {
    expect(shouldShowAnnouncements({ items, memory: {}, closedThisSession: false, now: NOON })).toBe(true);
    expect(shouldShowAnnouncements({ items: [], memory: {}, closedThisSession: false, now: NOON })).toBe(false);
  });

  it('keeps a closed list closed until its title-and-content pairs change', () => {
    expect(shouldShowAnnouncements({ items, memory: { pairs: hash }, closedThisSession: true, now: NOON })).toBe(false);
    expect(shouldShowAnnouncements({ items, memory: { pairs: hash }, closedThisSession: false, now: NOON })).toBe(false);
    const changed = [item(2, 'B', { content: '<p>new</p>' })];
    expect(shouldShowAnnouncements({ items: changed, memory: { pairs: hash }, closedThisSession: true, now: NOON })).toBe(true);
  });

  it('forcePopup shows a closed list again on a visit with no stored show flag', () => {
    const forced = [item(2, 'B', { forcePopup: true })];
    const memory = { pairs: contentHash(forced) };
    expect(shouldShowAnnouncements({ items: forced, memory, closedThisSession: false, now: NOON })).toBe(true);
    expect(shouldShowAnnouncements({ items: forced, memory, closedThisSession: true, now: NOON })).toBe(false);
  });

  it('a today-hide holds until the next local midnight, even against forcePopup, unless the content changes', () => {
    const forced = [item(2, 'B', { forcePopup: true })];
    const memory = memoryAfterClose(forced, true, NOON);
    expect(memory.hideUntil).toBe(new Date(2026, 10, 24, 0, 0).getTime());
    expect(shouldShowAnnouncements({ items: forced, memory, closedThisSession: false, now: NOON + 3_600_000 })).toBe(false);
    const changed = [item(2, 'B', { forcePopup: true, title: 'Changed' })];
    expect(shouldShowAnnouncements({ items: changed, memory, closedThisSession: false, now: NOON + 3_600_000 })).toBe(true);
    expect(shouldShowAnnouncements({ items: forced, memory, closedThisSession: false, now: memory.hideUntil ?? 0 })).toBe(true);
  });
});

describe('next local midnight', () => {
  it('is the start of the next day, from any time of this one', () => {
    expect(nextLocalMidnight(new Date(2026, 11, 31, 23, 59).getTime())).toBe(new Date(2027, 0, 1).getTime());
    expect(nextLocalMidnight(new Date(2026, 11, 31, 0, 0).getTime())).toBe(new Date(2027, 0, 1).getTime());
  });
});

describe('forceRead', () => {
  it('closes only after every slide was seen', () => {
    const items = [item(1, 'B', { forceRead: true }), item(2, 'B')];
    expect(mayClose(items, new Set([0]))).toBe(false);
    expect(mayClose(items, new Set([0, 1]))).toBe(true);
    expect(mayClose([item(1, 'B')], new Set())).toBe(true);
  });
});

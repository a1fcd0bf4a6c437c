import type { PopupItem } from '../server-data/announcements';
import { describe, expect, it } from 'vitest';
import {
  audienceItems,
  contentHash,
  hideChoiceFor,
  mayClose,
  memoryAfterClose,
  nextLocalMidnight,
  pairsHash,
  shouldShowAnnouncements,
  type AudienceMemory,
} from './popup-rules';

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
  const hash = pairsHash(items);
  const shows = (list: PopupItem[], memory: AudienceMemory, now = NOON, closedThisSession = false) =>
    shouldShowAnnouncements({ items: list, memory, closedThisSession, now });

  it('shows a list never closed, and never an empty one', () => {
    expect(shows(items, {})).toBe(true);
    expect(shows([], {})).toBe(false);
  });

  it('keeps a closed list closed until its title-and-content pairs change', () => {
    expect(shows(items, { pairs: hash }, NOON, true)).toBe(false);
    expect(shows(items, { pairs: hash })).toBe(false);
    expect(shows([item(2, 'B', { content: '<p>new</p>' })], { pairs: hash }, NOON, true)).toBe(true);
    // A plain close compares the pairs: a new title alone brings the list back.
    expect(shows([item(2, 'B', { title: 'Renamed' })], { pairs: hash })).toBe(true);
  });

  it('forcePopup shows a closed list again on a visit with no stored show flag', () => {
    const forced = [item(2, 'B', { forcePopup: true })];
    const memory = { pairs: pairsHash(forced) };
    expect(shows(forced, memory)).toBe(true);
    expect(shows(forced, memory, NOON, true)).toBe(false);
  });

  it('a today-hide holds until the next local midnight, even against forcePopup, unless the content changes', () => {
    const forced = [item(2, 'B', { forcePopup: true })];
    const memory = memoryAfterClose(forced, 'today', NOON);
    expect(memory.hidden).toEqual({ hash: contentHash(forced), until: new Date(2026, 10, 24, 0, 0).getTime() });
    const evening = NOON + 6 * 3_600_000;
    expect(shows(forced, memory, evening)).toBe(false);
    expect(shows([item(2, 'B', { forcePopup: true, content: '<p>Changed</p>' })], memory, evening)).toBe(true);
    // The day has passed: forcePopup shows it on a visit with no show flag…
    const midnight = memory.hidden?.until ?? 0;
    expect(shows(forced, memory, midnight)).toBe(true);
    // …and a plain list closed that day stays closed, its pairs unchanged.
    expect(shows(items, memoryAfterClose(items, 'today', NOON), midnight)).toBe(false);
  });

  it('"do not show this popup again" holds past midnight and against forcePopup, until the content changes', () => {
    const memory = memoryAfterClose(items, 'again', NOON);
    expect(memory.hidden).toEqual({ hash: contentHash(items) });
    const nextYear = NOON + 365 * 86_400_000;
    expect(shows(items, memory, nextYear)).toBe(false);
    expect(shows([item(2, 'B', { forcePopup: true })], memory, nextYear)).toBe(false);
    expect(shows([item(2, 'B', { content: '<p>Changed</p>' })], memory, nextYear)).toBe(true);
    expect(shows([...items, item(4, 'B')], memory, nextYear)).toBe(true);
  });

  it('while hidden the other comparison applies: the content hash, so new titles alone stay hidden', () => {
    const renamed = [item(2, 'B', { title: 'Renamed' })];
    expect(pairsHash(renamed)).not.toBe(pairsHash(items));
    expect(contentHash(renamed)).toBe(contentHash(items));
    expect(shows(renamed, memoryAfterClose(items, 'again', NOON))).toBe(false);
    expect(shows(renamed, memoryAfterClose(items, 'today', NOON), NOON + 1)).toBe(false);
    expect(shows(renamed, memoryAfterClose(items, null, NOON))).toBe(true);
  });

  it('a close without the checkbox saves only the pairs, ending an earlier hide', () => {
    expect(memoryAfterClose(items, null, NOON)).toEqual({ pairs: hash });
  });
});

describe('which hide the checkbox offers', () => {
  it('"today" for a forcePopup list, "again" for any other', () => {
    expect(hideChoiceFor([item(1, 'B'), item(2, 'B', { forcePopup: true })])).toBe('today');
    expect(hideChoiceFor([item(1, 'B'), item(2, 'B')])).toBe('again');
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

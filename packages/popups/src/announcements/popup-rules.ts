import type { PopupItem } from '@lotto/api-client';

/** Spec 001 §4: variant A for members, B for visitors. */
export type Audience = 'A' | 'B';

/** What the app remembers of one audience's popup between visits (local storage). */
export interface AudienceMemory {
  /** Hash of the title-and-content pairs the player last closed. */
  pairs?: string;
  /** "Do not show today": until this time (the next local midnight)… */
  hideUntil?: number;
  /** …unless the list's content hash is no longer this one. */
  hiddenHash?: string;
}

/**
 * Spec 001 §4: a member sees the A items, and on a first-time login the F items too; a visitor
 * sees the B items.
 */
export function audienceItems(items: readonly PopupItem[], who: { loggedIn: boolean; firstTimeLogin: boolean }): PopupItem[] {
  const executions = who.loggedIn ? (who.firstTimeLogin ? ['A', 'F'] : ['A']) : ['B'];
  return items.filter((item) => executions.includes(String(item.execution ?? '').toUpperCase()));
}

/** FNV-1a over the title-and-content pairs: enough to tell one list from another, not a secret. */
export function contentHash(items: readonly PopupItem[]): string {
  const text = JSON.stringify(items.map((item) => [item.title, item.content]));
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length.toString(36)}-${hash.toString(36)}`;
}

/** The next local midnight after `now`: where "do not show today" ends. */
export function nextLocalMidnight(now: number): number {
  const date = new Date(now);
  date.setHours(24, 0, 0, 0);
  return date.getTime();
}

/**
 * Spec 001 §4. While a today-hide runs, only a changed list (its content hash) shows. Otherwise a
 * list with a forcePopup item shows whenever this visit has no stored show flag (the player has
 * not closed it this session); and any list shows when its pairs differ from those last closed.
 */
export function shouldShowAnnouncements(input: {
  items: readonly PopupItem[];
  memory: AudienceMemory;
  closedThisSession: boolean;
  now: number;
}): boolean {
  const { items, memory, closedThisSession, now } = input;
  if (items.length === 0) return false;
  const hash = contentHash(items);
  if (memory.hideUntil !== undefined && now < memory.hideUntil) return memory.hiddenHash !== hash;
  if (!closedThisSession && items.some((item) => item.forcePopup)) return true;
  return memory.pairs !== hash;
}

/** What closing saves: the pairs, and with "do not show today" the hide until the next local midnight. */
export function memoryAfterClose(items: readonly PopupItem[], hideToday: boolean, now: number): AudienceMemory {
  const hash = contentHash(items);
  return hideToday ? { pairs: hash, hideUntil: nextLocalMidnight(now), hiddenHash: hash } : { pairs: hash };
}

/** forceRead: the close control works only once every slide has been seen. */
export function mayClose(items: readonly PopupItem[], seen: ReadonlySet<number>): boolean {
  return !items.some((item) => item.forceRead) || items.every((_, index) => seen.has(index));
}

import type { PopupItem } from '../server-data/announcements';

/** Spec 001 §4: variant A for members, B for visitors. */
export type Audience = 'A' | 'B';

/**
 * The checkbox of screen 9, which says either "do not show today" or "do not show this popup
 * again" (spec 001 §2). The spec does not say when each; ours: a list with a forcePopup item gets
 * "today", since the operator wants it seen on every visit and the player may only put it off
 * for the day; any other list gets "again", since closing already keeps it closed until it changes
 * and the player is asking for more than that (see `shouldShowAnnouncements`).
 */
export type HideChoice = 'today' | 'again';

/** What the app remembers of one audience's popup between visits (local storage). */
export interface AudienceMemory {
  /** Hash of the title-and-content pairs the player last closed. */
  pairs?: string;
  /**
   * The player chose to hide: the content hash of the list they hid, and with "do not show
   * today" until when (the next local midnight); without `until` ("do not show this popup
   * again") the hide lasts until the content changes.
   */
  hidden?: { hash: string; until?: number };
}

/**
 * Spec 001 §4: a member sees the A items, and on a first-time login the F items too; a visitor
 * sees the B items.
 */
export function audienceItems(items: readonly PopupItem[], who: { loggedIn: boolean; firstTimeLogin: boolean }): PopupItem[] {
  const executions = who.loggedIn ? (who.firstTimeLogin ? ['A', 'F'] : ['A']) : ['B'];
  return items.filter((item) => executions.includes(String(item.execution ?? '').toUpperCase()));
}

/** FNV-1a: enough to tell one list from another, not a secret. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length.toString(36)}-${hash.toString(36)}`;
}

/** The list's title-and-content pairs, as a hash: what a plain close compares. */
export function pairsHash(items: readonly PopupItem[]): string {
  return fnv1a(JSON.stringify(items.map((item) => [item.title, item.content])));
}

/** The list's content hash (the items' HTML, titles left out): what a chosen hide compares. */
export function contentHash(items: readonly PopupItem[]): string {
  return fnv1a(JSON.stringify(items.map((item) => item.content)));
}

/** Which hide the checkbox offers for this list. */
export function hideChoiceFor(items: readonly PopupItem[]): HideChoice {
  return items.some((item) => item.forcePopup) ? 'today' : 'again';
}

/** The next local midnight after `now`: where "do not show today" ends. */
export function nextLocalMidnight(now: number): number {
  const date = new Date(now);
  date.setHours(24, 0, 0, 0);
  return date.getTime();
}

/**
 * Spec 001 §4: "shown only when the list's title-and-content pairs differ from those saved
 * earlier and the user has not chosen to hide popups (a different comparison applies when they
 * chose to hide)", and a today-hide "reappears if the content hash of the list changes or the day
 * has passed". Read as two comparisons:
 * - the player chose to hide (and a today-hide has not reached midnight): only the content hash
 *   counts, so a hidden list stays hidden through a change of titles (or of forcePopup) and comes
 *   back once an item's content is new, changed or gone;
 * - otherwise: a forcePopup list shows on every visit with no stored show flag (the session's
 *   show=false), and any list shows when its title-and-content pairs differ from those last closed.
 * A passed today-hide falls back to the second rule: a plain list closed that day stays closed,
 * a forcePopup list is back on the next visit.
 */
export function shouldShowAnnouncements(input: {
  items: readonly PopupItem[];
  memory: AudienceMemory;
  closedThisSession: boolean;
  now: number;
}): boolean {
  const { items, memory, closedThisSession, now } = input;
  if (items.length === 0) return false;
  const { hidden } = memory;
  if (hidden && (hidden.until === undefined || now < hidden.until)) return hidden.hash !== contentHash(items);
  if (!closedThisSession && items.some((item) => item.forcePopup)) return true;
  return memory.pairs !== pairsHash(items);
}

/** What closing saves: the pairs, and with a ticked checkbox the hide it offered. */
export function memoryAfterClose(items: readonly PopupItem[], hide: HideChoice | null, now: number): AudienceMemory {
  const pairs = pairsHash(items);
  if (hide === null) return { pairs };
  const hash = contentHash(items);
  return { pairs, hidden: hide === 'today' ? { hash, until: nextLocalMidnight(now) } : { hash } };
}

/** forceRead: the close control works only once every slide has been seen. */
export function mayClose(items: readonly PopupItem[], seen: ReadonlySet<number>): boolean {
  return !items.some((item) => item.forceRead) || items.every((_, index) => seen.has(index));
}

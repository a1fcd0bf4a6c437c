/**
 * The overlays in the order they take the screen (issue 27: one at a time): the system screens
 * (maintenance, access denied), which cover everything and hold back the rest; a dialog the player
 * opened (a confirm), which takes the screen from every overlay that opens unasked; then those: the
 * native app's upgrade modal; the forced app download; the announcement popup; the welcome images;
 * the add-to-home-screen prompt; the notification prompt.
 */
export const OVERLAY_ORDER = [
  'system',
  'asked',
  'upgrade',
  'forcedDownload',
  'announcement',
  'welcome',
  'addToHomeScreen',
  'notifications',
] as const;

export type OverlayId = (typeof OVERLAY_ORDER)[number];

/** Where an overlay stands: it wants the screen (or may, while it finds out), or it is on it. */
type OverlayStanding = 'waiting' | 'shown';

/** The overlays in the queue; an overlay that is not there does not want the screen. */
export type OverlayQueue = Partial<Record<OverlayId, OverlayStanding>>;

/** Overlays that take the screen from any after them in the order, even one already shown (which comes back when they go). */
const PRE_EMPTING: readonly OverlayId[] = ['system', 'asked'];

/**
 * Whether an overlay of the queue may be on the screen now. A system screen, then a dialog the
 * player opened, pre-empts every overlay after it, even one already shown; otherwise one shown
 * keeps the screen until it closes, and with none shown the first of the queue in `OVERLAY_ORDER`
 * has its turn.
 */
export function hasTurn(queue: OverlayQueue, id: OverlayId): boolean {
  if (queue[id] === undefined) return false;
  const preEmpting = PRE_EMPTING.find((other) => queue[other] !== undefined);
  if (preEmpting !== undefined) return id === preEmpting;
  if (queue[id] === 'shown') return true;
  if (OVERLAY_ORDER.some((other) => other !== id && queue[other] === 'shown')) return false;
  return OVERLAY_ORDER.find((other) => queue[other] !== undefined) === id;
}

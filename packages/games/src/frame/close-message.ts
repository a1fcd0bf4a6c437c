/** The words providers use for "the player closed the game" (a string, or a `type`, `event` or `action` field). */
const CLOSE_WORDS: readonly string[] = ['close', 'closegame', 'game_close', 'exit'];

function isCloseWord(value: unknown): boolean {
  return typeof value === 'string' && CLOSE_WORDS.includes(value.toLowerCase());
}

/** Whether a frame's message asks to leave the game. */
export function isCloseMessage(data: unknown): boolean {
  if (isCloseWord(data)) return true;
  if (typeof data !== 'object' || data === null) return false;
  const record = data as Record<string, unknown>;
  return isCloseWord(record.type) || isCloseWord(record.event) || isCloseWord(record.action);
}

/** The origin a frame sandboxed without `allow-same-origin` sends from. */
const OPAQUE_ORIGIN = 'null';

/**
 * A message counts only from the game's own frame and origin (an isolated game's opaque origin,
 * `'null'`); anything else (another frame, another origin, the page itself) is ignored.
 */
export function isFromGame(
  event: Pick<MessageEvent, 'origin' | 'source'>,
  gameUrl: string,
  frame: Window | null,
  isolated = false,
): boolean {
  let origin: string;
  try {
    origin = isolated ? OPAQUE_ORIGIN : new URL(gameUrl).origin;
  } catch {
    return false;
  }
  return frame !== null && event.source === frame && event.origin === origin;
}

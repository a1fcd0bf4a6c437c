/** The longest the late features wait for the page to become usable: a system screen covering it never makes it so. */
export const PAGE_USABLE_WAIT_MS = 10_000;

let expected = false;
let usable = false;
const waiting = new Set<() => void>();

/**
 * The User Timing mark set at that moment: where the first screen's scripts end and what waits for
 * the page begins (the byte budget, e2e/lib/js-bytes.ts, counts only what was asked for before it).
 */
export const PAGE_USABLE_MARK = 'page-usable';

/** A page the shell shows has rendered its first content: what waited for it runs. */
export function markPageUsable(): void {
  if (usable) return;
  usable = true;
  if (typeof performance.mark === 'function') performance.mark(PAGE_USABLE_MARK);
  const tasks = [...waiting];
  waiting.clear();
  tasks.forEach((task) => task());
}

/**
 * Called once by the app's start: from then on, what waits for the page (late features, issue 29)
 * runs once the page shown is usable, or `PAGE_USABLE_WAIT_MS` later at the latest. Without it
 * (stories, unit tests of one piece) nothing waits.
 */
export function expectPageUsable(): void {
  expected = true;
  window.setTimeout(markPageUsable, PAGE_USABLE_WAIT_MS);
}

/** Runs the task once the page is usable (at once when it is, or when nobody said a page would come); returns a cancel. */
export function whenPageUsable(task: () => void): () => void {
  if (usable || !expected) {
    task();
    return () => undefined;
  }
  waiting.add(task);
  return () => {
    waiting.delete(task);
  };
}

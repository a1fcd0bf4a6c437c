import { whenPageUsable } from './page-usable';

/**
 * After the page has loaded and the page shown is usable (early/page-usable.ts), late features wait
 * this long, then for an idle moment, so they never compete with the first screen.
 */
const WARM_UP_DELAY_MS = 2_000;
const WARM_UP_TIMEOUT_MS = 3_000;

/**
 * Runs the task once the page has loaded and is usable, `warmUpMs` has passed and the browser is
 * idle; returns a cancel. Nothing late takes the bandwidth of the page the player asked for (issue
 * 29). What the player sees but does not need to act (a member's balance) passes 0.
 */
export function whenSettled(task: () => void, warmUpMs = WARM_UP_DELAY_MS): () => void {
  let idle: number | undefined;
  let delay: number | undefined;
  let cancelUsable: () => void = () => undefined;
  const schedule = () => {
    cancelUsable = whenPageUsable(warmUp);
  };
  const warmUp = () => {
    delay = window.setTimeout(() => {
      idle =
        typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: WARM_UP_TIMEOUT_MS }) : window.setTimeout(task, 0);
    }, warmUpMs);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelUsable();
    window.clearTimeout(delay);
    if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
  };
}

/** The document's side of polling: whether it is visible, and its visibility events. */
type PollingDocument = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Runs `tick` now and every `intervalMs` while the page is visible (spec 001 §4: the deposit
 * status every 30 s). A hidden page stops the timer; coming back ticks at once and restarts it.
 * Returns a stop, for when the poll no longer matters (logout, another page).
 */
export function startPolling(tick: () => void, intervalMs: number, doc: PollingDocument = document): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const resume = () => {
    stopTimer();
    if (doc.visibilityState !== 'visible') return;
    tick();
    timer = setInterval(tick, intervalMs);
  };
  doc.addEventListener('visibilitychange', resume);
  resume();
  return () => {
    doc.removeEventListener('visibilitychange', resume);
    stopTimer();
  };
}

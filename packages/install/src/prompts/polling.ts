/** The document's side of polling: whether it is visible, and its visibility events. */
type PollingDocument = Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;

/**
 * Runs `tick` now (or, with `immediate` false, first after one interval: the caller has a fresh
 * answer) and every `intervalMs` while the page is visible (spec 001 §4: the deposit status every
 * 30 s). A hidden page stops the timer; coming back ticks at once and restarts it. Returns a stop,
 * for when the poll no longer matters (logout, another page).
 */
export function startPolling(
  tick: () => void,
  intervalMs: number,
  { immediate = true, doc = document }: { immediate?: boolean; doc?: PollingDocument } = {},
): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  const stopTimer = () => {
    if (timer !== undefined) clearInterval(timer);
    timer = undefined;
  };
  const resume = (now: boolean) => {
    stopTimer();
    if (doc.visibilityState !== 'visible') return;
    if (now) tick();
    timer = setInterval(tick, intervalMs);
  };
  const onVisibility = () => resume(true);
  doc.addEventListener('visibilitychange', onVisibility);
  resume(immediate);
  return () => {
    doc.removeEventListener('visibilitychange', onVisibility);
    stopTimer();
  };
}

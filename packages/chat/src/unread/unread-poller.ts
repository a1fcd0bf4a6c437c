export interface UnreadPollerOptions {
  /** One `CBS_unreadCount` call: the count, or null when the call failed (asked again at the next tick). */
  fetchCount: () => Promise<number | null>;
  onCount: (count: number) => void;
  intervalMs: number;
  /** The page, for its visibility; `document` in the app. */
  page?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Asks for the unread count now, then every `intervalMs` while the page is visible; a hidden
 * page asks nothing, and a page shown again asks at once and resumes the interval. The returned
 * stop ends it for good (logout): no call starts after it, and an answer arriving after it is
 * dropped.
 */
export function startUnreadPolling({ fetchCount, onCount, intervalMs, page = document }: UnreadPollerOptions): () => void {
  let timer: ReturnType<typeof setInterval> | undefined;
  let inFlight = false;
  let stopped = false;

  const ask = () => {
    if (inFlight || stopped) return;
    inFlight = true;
    void fetchCount()
      .then((count) => {
        if (!stopped && count !== null) onCount(count);
      })
      .finally(() => {
        inFlight = false;
      });
  };
  const pause = () => {
    clearInterval(timer);
    timer = undefined;
  };
  const resume = () => {
    pause();
    ask();
    timer = setInterval(ask, intervalMs);
  };
  const onVisibility = () => (page.visibilityState === 'visible' ? resume() : pause());

  page.addEventListener('visibilitychange', onVisibility);
  if (page.visibilityState === 'visible') resume();
  return () => {
    stopped = true;
    pause();
    page.removeEventListener('visibilitychange', onVisibility);
  };
}

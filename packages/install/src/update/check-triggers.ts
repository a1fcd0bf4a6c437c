import { UPDATE_CHECK_DELAY_MS, UPDATE_CHECK_INTERVAL_MS } from '../constants';

/** The page events the triggers listen to: the window and its document, or stand-ins in tests. */
export interface TriggerTarget {
  window: Pick<Window, 'addEventListener' | 'removeEventListener' | 'setTimeout' | 'clearTimeout' | 'setInterval' | 'clearInterval'>;
  document: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
}

/**
 * Calls `check` at start, after 1.5 s, on every return to visibility, every hour (spec 001 §4,
 * §9), and when the page comes back from the back-forward cache: an installed iOS app resumed
 * that way runs no start-up again and its service worker may never update (issue 11). Returns
 * the stop. Whether a check may run (in flight, offline) is the check's own business.
 */
export function startCheckTriggers(check: () => void, { window: win, document: doc }: TriggerTarget): () => void {
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') check();
  };
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted) check();
  };
  check();
  const delayed = win.setTimeout(check, UPDATE_CHECK_DELAY_MS);
  const hourly = win.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  doc.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pageshow', onPageShow);
  return () => {
    win.clearTimeout(delayed);
    win.clearInterval(hourly);
    doc.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pageshow', onPageShow);
  };
}

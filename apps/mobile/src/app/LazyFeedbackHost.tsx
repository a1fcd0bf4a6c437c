import { lazy, Suspense, useEffect, useState } from 'react';
import { FeedbackToasts, selectCurrentAlert } from '@lotto/app-core';
import { useAppSelector } from './hooks';

const loadHost = () => import('@lotto/app-core/feedback-host');
const FeedbackHost = lazy(async () => ({ default: (await loadHost()).FeedbackHost }));

/** After the page has loaded, the notice code waits this long, then for an idle moment, so it never competes with the first screen. */
const WARM_UP_DELAY_MS = 2_000;
const WARM_UP_TIMEOUT_MS = 3_000;

/** Runs the task once the page has loaded and the browser is idle; returns a cancel. */
function whenSettled(task: () => void): () => void {
  let idle: number | undefined;
  let delay: number | undefined;
  const schedule = () => {
    delay = window.setTimeout(() => {
      idle =
        typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: WARM_UP_TIMEOUT_MS }) : window.setTimeout(task, 0);
    }, WARM_UP_DELAY_MS);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    window.clearTimeout(delay);
    if (idle !== undefined) (typeof cancelIdleCallback === 'function' ? cancelIdleCallback : clearTimeout)(idle);
  };
}

/**
 * Toasts are part of the first screen (the offline one must show with nothing left to
 * download); the notice dialog is not: it is fetched once the page has settled, and shown
 * the first time there is something to tell.
 */
export function LazyFeedbackHost() {
  const alert = useAppSelector(selectCurrentAlert);
  const [mounted, setMounted] = useState(false);
  // Once shown it stays, so a closing dialog can animate out and tidy its history entry.
  if (!mounted && alert !== null) setMounted(true);

  useEffect(() => whenSettled(() => void loadHost().catch(() => undefined)), []);

  return (
    <>
      <FeedbackToasts />
      {mounted ? (
        <Suspense fallback={null}>
          <FeedbackHost />
        </Suspense>
      ) : null}
    </>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { FeedbackToasts, selectCurrentAlert } from '@lotto/app-core';
import { useAppSelector } from '../store/hooks';
import { whenSettled } from '../early/when-settled';

const loadHost = () => import('@lotto/app-core/feedback-host');
const FeedbackHost = lazy(async () => ({ default: (await loadHost()).FeedbackHost }));

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

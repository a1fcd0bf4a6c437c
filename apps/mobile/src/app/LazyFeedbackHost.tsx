import { lazy, Suspense, useEffect, useState } from 'react';
import { selectCurrentAlert, selectToasts } from '@lotto/app-core';
import { useAppSelector } from './hooks';

const loadHost = () => import('@lotto/app-core/feedback-host');
const FeedbackHost = lazy(async () => ({ default: (await loadHost()).FeedbackHost }));

/** Waits for the first screen to settle before fetching the notice code; long enough for a slow phone. */
const WARM_UP_TIMEOUT_MS = 3_000;

/**
 * The notice and toast code is not part of the first screen: it is fetched once the
 * browser is idle after it (so it is there before the connection can drop), and shown
 * the first time there is something to tell.
 */
export function LazyFeedbackHost() {
  const alert = useAppSelector(selectCurrentAlert);
  const toasts = useAppSelector(selectToasts);
  const [mounted, setMounted] = useState(false);
  // Once shown it stays, so a closing dialog can animate out and tidy its history entry.
  if (!mounted && (alert !== null || toasts.length > 0)) setMounted(true);

  useEffect(() => {
    const warm = () => void loadHost().catch(() => undefined);
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(warm, { timeout: WARM_UP_TIMEOUT_MS });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(warm, WARM_UP_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, []);

  return mounted ? (
    <Suspense fallback={null}>
      <FeedbackHost />
    </Suspense>
  ) : null;
}

import { useEffect, useRef } from 'react';
import { LOAD_MORE_MARGIN } from '../constants';

/**
 * Calls `onMore` when the element the returned ref is put on comes near the screen (an
 * IntersectionObserver with a margin), while `enabled`. Without IntersectionObserver (Safari 12.0)
 * nothing is observed: the element itself, a button, asks for more.
 */
export function useLoadMore<T extends Element>(onMore: () => void, enabled: boolean) {
  const ref = useRef<T>(null);
  const latest = useRef(onMore);
  useEffect(() => {
    latest.current = onMore;
  });
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: LOAD_MORE_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [enabled]);
  return ref;
}

import { useEffect, type RefObject } from 'react';

/**
 * Calls `onVisible` each time the element comes into view (the end of a list: the next page
 * loads before the player reaches it). Where IntersectionObserver is missing, the list's own
 * "load more" button does the same.
 */
export function useWhenVisible(ref: RefObject<Element | null>, onVisible: () => void, enabled: boolean): void {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onVisible();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onVisible, enabled]);
}

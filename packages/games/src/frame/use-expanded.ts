import { useCallback, useEffect, useState, type RefObject } from 'react';

/** iPhones have no element fullscreen (spec 001 §2 screen 17): there the toggle only hides the header. */
function elementFullscreenWorks(): boolean {
  return typeof document.documentElement.requestFullscreen === 'function' && !/iPhone|iPod/.test(navigator.userAgent);
}

/**
 * The fullscreen / hide-header toggle: the browser's fullscreen for the page where it exists (the
 * header hides with it), else the header hidden and the game over the whole viewport.
 */
export function useExpanded(target: RefObject<HTMLElement | null>): { expanded: boolean; toggle: () => void } {
  const [expanded, setExpanded] = useState(false);

  useEffect(() => {
    const sync = () => setExpanded(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    document.addEventListener('fullscreenchange', sync);
    return () => {
      document.removeEventListener('fullscreenchange', sync);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    };
  }, [target]);

  const toggle = useCallback(() => {
    if (!elementFullscreenWorks() || !target.current) {
      setExpanded((now) => !now);
      return;
    }
    if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
    // A refusal (no user gesture, a policy) falls back to hiding the header.
    else target.current.requestFullscreen().catch(() => setExpanded(true));
  }, [target]);

  return { expanded, toggle };
}

import { useEffect, useState } from 'react';
import { MODAL_ANIMATION_MS } from './constants';

/**
 * `shown` while open; `hiding` for the exit animation once closed; `removed` when it is
 * gone from the DOM. Re-opening while hiding goes straight back to `shown`.
 */
type ModalState = 'shown' | 'hiding' | 'removed';

/**
 * The modal's state machine, apart from the DOM so it can be tested with fake timers.
 * With `durationMs` 0 (reduced motion) a close removes at once.
 */
export function useModalState(open: boolean, durationMs: number = MODAL_ANIMATION_MS): ModalState {
  const [state, setState] = useState<ModalState>(open ? 'shown' : 'removed');
  const [previousOpen, setPreviousOpen] = useState(open);

  // Adjusting state while rendering (rather than in an effect) means the closing render
  // already carries `hiding`, so the exit animation starts in the same frame.
  if (open !== previousOpen) {
    setPreviousOpen(open);
    if (open) setState('shown');
    else setState(durationMs > 0 && state !== 'removed' ? 'hiding' : 'removed');
  }

  useEffect(() => {
    if (state !== 'hiding') return;
    const timer = setTimeout(() => setState('removed'), durationMs);
    return () => clearTimeout(timer);
  }, [state, durationMs]);

  return state;
}

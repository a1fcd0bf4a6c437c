import { TWO_FACTOR_CONTINUE_MS, TWO_FACTOR_SUCCESS_MS } from '../constants';

/**
 * Spec 000 §4: after a passed second factor the message stays 1.5 s, the modal closes,
 * and login continues 500 ms later. Returns a cancel for an unmount in between.
 */
export function runPassSequence(steps: { hide: () => void; proceed: () => void }): () => void {
  let continueTimer: ReturnType<typeof setTimeout> | undefined;
  const hideTimer = setTimeout(() => {
    steps.hide();
    continueTimer = setTimeout(steps.proceed, TWO_FACTOR_CONTINUE_MS);
  }, TWO_FACTOR_SUCCESS_MS);
  return () => {
    clearTimeout(hideTimer);
    if (continueTimer) clearTimeout(continueTimer);
  };
}

/**
 * The primitives' timings, named once so the spec's numbers are never scattered as literals.
 * `MODAL_ANIMATION_MS` must match `--motion-modal` in tokens.css: the CSS runs the animation,
 * the state machine waits this long before unmounting.
 */
export const MODAL_ANIMATION_MS = 250;

/** A loading spinner never blocks the screen longer than this, even if its owner forgets it. */
export const SPINNER_AUTO_HIDE_MS = 10_000;

/** How long a toast stays before it dismisses itself. */
export const TOAST_DURATION_MS = 1_500;

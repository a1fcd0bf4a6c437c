import { GO_TO_MIN_LABEL_SCALE } from '../constants';

/** How the go-to label is drawn: its size as a share of the button's, and whether it may wrap. */
export interface LabelFit {
  scale: number;
  wrap: boolean;
}

/**
 * The style the go-to button computes (spec 001 §2, §5): a label wider than the room its button
 * has shrinks to fit on one line; past `GO_TO_MIN_LABEL_SCALE` it would be too small to read, so it
 * keeps that size and wraps instead. Widths are CSS pixels; an unmeasured label (0) stays as it is.
 */
export function labelFit(naturalWidth: number, availableWidth: number): LabelFit {
  if (naturalWidth <= 0 || naturalWidth <= availableWidth) return { scale: 1, wrap: false };
  // Rounded down, so the shrunk label is never a fraction of a pixel too wide.
  const scale = Math.floor((Math.max(availableWidth, 0) / naturalWidth) * 100) / 100;
  return scale < GO_TO_MIN_LABEL_SCALE ? { scale: GO_TO_MIN_LABEL_SCALE, wrap: true } : { scale, wrap: false };
}

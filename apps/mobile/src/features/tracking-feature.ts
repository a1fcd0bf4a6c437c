// Loaded once the page has settled (late-features.ts); sign-in's events raised before wait in early/tracking-events.ts.
import { trackingFeature } from '@lotto/tracking';
import { connectTracking } from '../early/tracking-events';
import type { ShellContext } from './shell-context';
import { startLateFeature } from './late-feature';

/** Tracking, then the events raised before it started (on this page or an earlier one). */
export function startTrackingFeature(shell: ShellContext): void {
  connectTracking(startLateFeature(trackingFeature, shell));
}

import type { ApiClient } from '@lotto/api-client';
import { readSavedTrackedQuery } from '@lotto/app-core';
import { captureClickIds } from './click-ids';
import { storedConsent, type ConsentStore } from './consent';
import type { EventContext } from './payload';
import { pixelSettings } from './pixels/settings';
import { startPixels, type PixelPageGate } from './pixels/pixel-host';
import { createTracker, type Tracker } from './tracker';
import { keepVoluumClick } from './voluum-cookie';
import { VOLUUM_CLICK_PARAM } from './constants';

export interface StartTrackingOptions {
  api: ApiClient;
  context: () => EventContext;
}

/**
 * Tracking's start, once the page has settled: click ids and the Voluum click from the address
 * (or the tracked query kept on entry) are kept, firstOpen is raised once per install, and events
 * left unsent by an earlier visit are uploaded. The pixels start with `startMerchantPixels` when
 * the merchant's settings are known.
 */
export function startTracking({ api, context }: StartTrackingOptions): Tracker {
  const address = new URLSearchParams(window.location.search);
  const kept = new URLSearchParams(readSavedTrackedQuery());
  captureClickIds([address, kept], Date.now());
  keepVoluumClick(address.has(VOLUUM_CLICK_PARAM) ? address : kept);
  const tracker = createTracker({ api, context });
  tracker.trackFirstOpen();
  return tracker;
}

/**
 * The merchant's pixels, from its settings' `analytics`; vendors it does not use cost nothing.
 * Answers whether the player must still be asked (`PixelConsentBanner` with the same `consent`).
 */
export function startMerchantPixels(
  tracker: Tracker,
  analytics: Parameters<typeof pixelSettings>[0],
  consent: ConsentStore = storedConsent(),
  gate?: PixelPageGate,
): { askConsent: boolean } {
  const settings = pixelSettings(analytics);
  tracker.attachPixels(startPixels(settings, consent, undefined, gate));
  return { askConsent: settings.consentRequired && Object.keys(settings.ids).length > 0 && consent.answer() === null };
}

export { startTracking, startMerchantPixels } from './start-tracking';
export type { Tracker } from './tracker';
export { storedConsent } from './consent';
export type { ConsentStore } from './consent';
export { PixelConsentBanner } from './PixelConsentBanner';
export { TRACKING_NAMESPACE, trackingMessages } from './locales';

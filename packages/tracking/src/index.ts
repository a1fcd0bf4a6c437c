export type { Tracker } from './tracker';
export { TRACKING_NAMESPACE, trackingMessages } from './locales';
export { trackingFeature } from './feature';

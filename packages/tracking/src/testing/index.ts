/** Test and story helpers (`@lotto/tracking/testing`): never part of the app's bundle. */
export { memoryConsent } from './memory-consent';
export { renderWithTexts, setupI18n } from './render';
export { pixelCalls, uploadedEvents } from './observe';
export type { UploadedEvent } from './observe';

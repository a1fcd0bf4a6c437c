/** Test and story helpers (`@lotto/push/testing`): never part of the app's bundle. */
export { fakeMessaging, fakePermissions } from './fake-messaging';
export { renderWithTexts, setupI18n } from './render';
export { pushCallsOf } from './sim-push';
export { createPushStore } from './create-push-store';
export type { SimPushCall, SimPushDelivery } from './sim-push';

/** The service worker's part of push (`@lotto/push/service-worker`): imported by the app's worker, never by the page. */
export { handlePush } from './handle-push';
export type { PushWorkerScope } from './handle-push';

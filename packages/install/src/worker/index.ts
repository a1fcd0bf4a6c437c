export { startServiceWorker } from './start-service-worker';
export type { ServiceWorkerOptions, WorkerScope } from './start-service-worker';

import { Workbox } from 'workbox-window';
import { WORKER_TAKEOVER_TIMEOUT_MS } from '../constants';
import { CACHE_TEXTS_MESSAGE, type WorkerMessage } from '../worker-messages';

/** The page's handle on its service worker (issue 11). */
export interface ServiceWorkerControl {
  /** A new deployment was found: the browser fetches the worker again now rather than at some later navigation. */
  update(): void;
  /**
   * Before Refresh: a new deployment's worker that is installing is let finish, then told to take
   * over (prompt mode: it never does by itself while the app is open). Resolves once it is in
   * charge, at once when there is none, and after WORKER_TAKEOVER_TIMEOUT_MS whatever happens.
   */
  applyUpdate(): Promise<void>;
  /** Caches a language's texts so the app opens offline in it. */
  cacheTexts(language: string): void;
}

/** Where service workers are missing (old browsers, some webviews) or the page is not built for them. */
const noServiceWorker: ServiceWorkerControl = {
  update: () => undefined,
  applyUpdate: () => Promise.resolve(),
  cacheTexts: () => undefined,
};

/** Resolves when the worker reaches `state`, or can no longer reach it. */
function reaching(worker: ServiceWorker, state: 'installed' | 'activated'): Promise<void> {
  return new Promise((resolve) => {
    const done = () => worker.state === state || worker.state === 'activated' || worker.state === 'redundant';
    if (done()) return resolve();
    worker.addEventListener('statechange', function onChange() {
      if (!done()) return;
      worker.removeEventListener('statechange', onChange);
      resolve();
    });
  });
}

async function takeOver(wb: Workbox, registration: ServiceWorkerRegistration): Promise<void> {
  if (registration.installing) await reaching(registration.installing, 'installed');
  const waiting = registration.waiting;
  if (!waiting) return;
  wb.messageSkipWaiting();
  // Activated, not "controlling": a page the worker never controlled (the first visit) gets no controllerchange.
  await reaching(waiting, 'activated');
}

/**
 * Registers the app's service worker (vite-plugin-pwa's, prompt mode) with workbox-window.
 * Registration failures are quiet: the app works without a worker, only not offline.
 */
export function registerServiceWorker(
  url: string,
  scope: string,
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
): ServiceWorkerControl {
  if (!container) return noServiceWorker;
  const wb = new Workbox(url, { scope });
  const registered = wb.register().catch(() => undefined);
  return {
    update: () => void registered.then((registration) => (registration ? wb.update() : undefined)).catch(() => undefined),
    applyUpdate: async () => {
      const registration = await registered;
      if (!registration) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const limit = new Promise<void>((resolve) => (timer = setTimeout(resolve, WORKER_TAKEOVER_TIMEOUT_MS)));
      await Promise.race([takeOver(wb, registration), limit]);
      clearTimeout(timer);
    },
    cacheTexts: (language) =>
      void container.ready.then((registration) => {
        const message: WorkerMessage = { type: CACHE_TEXTS_MESSAGE, language };
        registration.active?.postMessage(message);
      }),
  };
}

import { describe, expect, it, vi } from 'vitest';
import { startServiceWorker, type WorkerScope } from './start-service-worker';

type Listener = (event: { waitUntil(promise: Promise<unknown>): void; addRoutes?: unknown }) => void;

/** A worker scope that keeps its listeners, with an empty cache storage. */
function fakeWorker() {
  const listeners = new Map<string, Listener>();
  const cache = { keys: () => Promise.resolve([]), addAll: () => Promise.resolve(), delete: () => Promise.resolve(true) };
  const worker = {
    registration: { scope: 'https://lotto.example/m/' },
    caches: { open: () => Promise.resolve(cache) },
    skipWaiting: () => Promise.resolve(),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
  } as unknown as WorkerScope;
  return { worker, listeners };
}

/** Runs the worker's install listener and resolves once everything it waits for has settled. */
async function install(listener: Listener, addRoutes?: (rules: unknown) => Promise<void>) {
  const waits: Promise<unknown>[] = [];
  listener({ waitUntil: (promise) => waits.push(promise), ...(addRoutes ? { addRoutes } : {}) });
  return Promise.all(waits);
}

describe('the worker at install', () => {
  it('has the browser send what lies outside the scope straight to the network, and installs where that is refused or unknown', async () => {
    const { worker, listeners } = fakeWorker();
    startServiceWorker(worker, { manifest: [{ url: 'index.html', revision: '1' }], textsLanguage: () => null, indexUrl: 'index.html' });
    const listener = listeners.get('install')!;
    const addRoutes = vi.fn(() => Promise.resolve());
    await install(listener, addRoutes);
    expect(addRoutes).toHaveBeenCalledWith([{ condition: { not: { urlPattern: '/m/*' } }, source: 'network' }]);
    await expect(install(listener, () => Promise.reject(new TypeError('unknown condition')))).resolves.toBeDefined();
    await expect(install(listener)).resolves.toBeDefined();
  });
});

import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { CACHE_TEXTS_MESSAGE, SKIP_WAITING_MESSAGE, type WorkerMessage } from '../worker-messages';
import { isAppNavigation, isTextsFile, networkOnlyRoutes, type RouterRule } from './routes';
import { languagesIn, splitTexts, type ManifestEntry, type TextsLanguage } from './texts';

/** The cache of the languages' texts; the shell is in Workbox's precache. */
const TEXTS_CACHE = 'lotto-texts';

interface WaitUntilEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

/** The install event; `addRoutes` only where the browser has a static router (not Safari, not older Chromium). */
interface InstallEvent extends WaitUntilEvent {
  addRoutes?: (rules: RouterRule[]) => Promise<void>;
}

/**
 * What this module uses of the worker's global scope. The DOM and WebWorker libraries cannot
 * both be in one TypeScript program, and the package's code is for the page, so the worker's
 * few members are named here.
 */
export interface WorkerScope {
  registration: { scope: string };
  caches: CacheStorage;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install', listener: (event: InstallEvent) => void): void;
  addEventListener(type: 'activate', listener: (event: WaitUntilEvent) => void): void;
  addEventListener(type: 'message', listener: (event: WaitUntilEvent & { data: unknown }) => void): void;
}

export interface ServiceWorkerOptions {
  /** `self.__WB_MANIFEST`: every file of one build, with the revisions Workbox needs. */
  manifest: ReadonlyArray<ManifestEntry | string>;
  /** The build's rule for telling a texts file's language from its name. */
  textsLanguage: TextsLanguage;
  /** The app's page, relative to the scope: the answer to every navigation in scope, online or not. */
  indexUrl: string;
}

/**
 * The installed app's service worker (issue 11). Every page of the app opens from one build's
 * precache: index.html and the chunks it names always come from the same deployment, and a new
 * deployment's worker waits (prompt mode) until Refresh asks it to take over, or every window is
 * closed. Texts are cached for the languages in use: at the page's request, as they are fetched,
 * and, at the next build's install, for every language the last build had cached.
 */
export function startServiceWorker(worker: WorkerScope, { manifest, textsLanguage, indexUrl }: ServiceWorkerOptions): void {
  const entries = manifest.map((entry) => (typeof entry === 'string' ? { url: entry, revision: null } : entry));
  const { shell, texts } = splitTexts(entries, textsLanguage);
  const scope = new URL(worker.registration.scope);
  const absolute = (url: string) => new URL(url, scope).href;
  const buildTexts = new Set([...texts.values()].flat().map(absolute));

  const cacheTexts = async (languages: Iterable<string>) => {
    const urls = [...languages].flatMap((language) => texts.get(language) ?? []).map(absolute);
    const cache = await worker.caches.open(TEXTS_CACHE);
    const cached = new Set((await cache.keys()).map((request) => request.url));
    await cache.addAll(urls.filter((url) => !cached.has(url)));
  };

  precacheAndRoute(shell);
  cleanupOutdatedCaches();
  registerRoute(
    ({ request, url }) => isAppNavigation(request, url, scope),
    // Any page of the app is the app's one page; the router inside it takes over.
    createHandlerBoundToURL(indexUrl),
  );
  registerRoute(({ url }) => isTextsFile(url, scope, textsLanguage), new CacheFirst({ cacheName: TEXTS_CACHE }));

  worker.addEventListener('install', (event) => {
    // A browser that knows the rule but not one of its conditions rejects it: the worker then simply sees every request, as before.
    if (event.addRoutes) event.waitUntil(event.addRoutes(networkOnlyRoutes(scope)).catch(() => undefined));
    event.waitUntil(
      worker.caches
        .open(TEXTS_CACHE)
        .then((cache) => cache.keys())
        .then((requests) =>
          cacheTexts(
            languagesIn(
              requests.map((request) => request.url),
              textsLanguage,
            ),
          ),
        ),
    );
  });
  // The texts of earlier builds go once this one is in charge; before that, the old one still uses them.
  worker.addEventListener('activate', (event) => {
    event.waitUntil(
      worker.caches.open(TEXTS_CACHE).then(async (cache) => {
        const stale = (await cache.keys()).filter((request) => !buildTexts.has(request.url));
        await Promise.all(stale.map((request) => cache.delete(request)));
      }),
    );
  });
  worker.addEventListener('message', (event) => {
    const message = event.data as WorkerMessage | undefined;
    if (message?.type === SKIP_WAITING_MESSAGE) void worker.skipWaiting();
    if (message?.type === CACHE_TEXTS_MESSAGE) event.waitUntil(cacheTexts([message.language]));
  });
}

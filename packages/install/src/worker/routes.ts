import type { TextsLanguage } from './texts';

/**
 * Which requests the service worker answers. Only the app's own files, under its scope: the
 * platform's calls (`/wps`, the asset manifests, anything on another origin) always go to the
 * network, so no answer of the platform is ever served from a cache.
 */
export function isAppNavigation(request: Pick<Request, 'mode'>, url: URL, scope: URL): boolean {
  return request.mode === 'navigate' && url.origin === scope.origin && url.pathname.startsWith(scope.pathname);
}

/** A texts file of any language: cached as it is fetched, so a language chosen later opens offline too. */
export function isTextsFile(url: URL, scope: URL, textsLanguage: TextsLanguage): boolean {
  return url.origin === scope.origin && url.pathname.startsWith(scope.pathname) && textsLanguage(url.pathname) !== null;
}

/** A rule of the browser's static router for service workers (`InstallEvent.addRoutes`, Chromium 123+). */
export interface RouterRule {
  condition: { not: { urlPattern: string } };
  source: 'network';
}

/**
 * Everything outside the app's scope goes straight to the network, without a fetch event: the
 * worker answers none of it anyway (isAppNavigation, isTextsFile and the precache are all in scope).
 * A page's platform calls, images and pixels would otherwise each wake the worker, and a worker
 * that keeps waking never goes idle, which is what a new deployment's worker waits for after
 * Refresh: the page's own traffic held it off past the takeover limit, and the reload that
 * followed went to the old worker just as the browser retired it, and was never answered.
 * The pattern is relative to the worker's address, so it is the scope on the worker's origin.
 */
export function networkOnlyRoutes(scope: URL): RouterRule[] {
  return [{ condition: { not: { urlPattern: `${scope.pathname}*` } }, source: 'network' }];
}

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

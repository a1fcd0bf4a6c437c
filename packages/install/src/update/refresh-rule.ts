import { HOME_PATHS, PATHS } from '@lotto/app-core';
import { REFRESH_FALLBACK_PATH } from '../constants';

/** Spec 001 §2 and §4: these pages are reloaded in place by Refresh. */
const RELOADED_PATHS: ReadonlySet<string> = new Set([
  ...HOME_PATHS,
  PATHS.game,
  PATHS.login,
  PATHS.memberHome,
  PATHS.register,
  PATHS.registerHtml,
]);

/** What Refresh does on a page: reload it, or load the home page (a page the new build may not have). */
export function refreshTarget(pathname: string): { reload: true } | { reload: false; path: string } {
  // A trailing slash does not make another page.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return RELOADED_PATHS.has(path) ? { reload: true } : { reload: false, path: REFRESH_FALLBACK_PATH };
}

/** Refresh itself: a full load either way, so the new deployment's files are the ones that run. */
export function applyRefresh(location: Pick<Location, 'pathname' | 'reload' | 'assign'>): void {
  const target = refreshTarget(location.pathname);
  if (target.reload) location.reload();
  else location.assign(target.path);
}

/**
 * Where a tap on a push opens: its link when that is a page of the app (same origin, inside the
 * service worker's scope, `/m/`), else the app's start. A push never sends the player off-site
 * or outside the app.
 */
export function appLinkFor(link: string | null, scope: string): string {
  if (!link) return scope;
  try {
    const url = new URL(link, scope);
    const base = new URL(scope);
    return url.origin === base.origin && url.pathname.startsWith(base.pathname) ? url.href : scope;
  } catch {
    return scope;
  }
}

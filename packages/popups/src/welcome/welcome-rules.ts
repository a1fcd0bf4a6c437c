import { BANNER_GROUPS, type Banner } from '../server-data/banners';

/** The last part of an image's path: a new image under a new name is a new welcome. */
export function imageFileName(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/** Spec 001 §4: never in the native app, the home-screen web clip or the installed web app. */
export function welcomeAllowed(environment: { inApp: boolean; pwa: boolean; webclip: boolean }): boolean {
  return !environment.inApp && !environment.pwa && !environment.webclip;
}

/**
 * Spec 001 §4: popup 1 first, then popup 2, each group's first image, and only where its file
 * name differs from the one last saved for that group.
 */
export function pendingWelcomeImages(banners: readonly Banner[], saved: Readonly<Record<string, string>>): Banner[] {
  return BANNER_GROUPS.welcome.flatMap((group) => {
    const banner = banners.find((item) => item.groupName === group && item.url);
    return banner && saved[group] !== imageFileName(banner.url) ? [banner] : [];
  });
}

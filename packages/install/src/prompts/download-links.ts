import { secureAddress } from '@lotto/app-core';
import { isIos, type BrowserKind } from './browser';
import { RESOURCE } from './constants';

/** The merchant's download links by the spec's resourceType (spec 001 §3); absent when not set up. */
export interface DownloadLinks {
  android?: string;
  ios?: string;
  profile?: string;
  icon?: string;
}

/**
 * `resources`: the settings' links by resourceType, as the common slice indexes them. A link that
 * is no https address (a malformed one, javascript:, data:, an installer over plain http that could
 * be swapped on the way) is left out, as if the merchant had not set it up.
 */
export function downloadLinks(resources: Readonly<Record<string, string>>, origin: string = window.location.origin): DownloadLinks {
  const find = (type: string) => (secureAddress(resources[type], origin) ? resources[type]?.trim() : undefined);
  const links: DownloadLinks = {};
  const android = find(RESOURCE.android);
  const ios = find(RESOURCE.ios);
  const profile = find(RESOURCE.profile);
  const icon = find(RESOURCE.icon);
  if (android) links.android = android;
  if (ios) links.ios = ios;
  if (profile) links.profile = profile;
  if (icon) links.icon = icon;
  return links;
}

/**
 * The native app link for this device: iOS on iOS, Android everywhere else. An in-app browser is
 * told by its device (`iosVersion`, null off iOS): Facebook on an iPhone still needs the iPhone app,
 * once the player has opened the page in Safari as the hint says.
 */
export function platformLink(links: DownloadLinks, kind: BrowserKind, iosVersion: number | null = null): string | undefined {
  const onIos = isIos(kind) || (kind === 'in-app' && iosVersion !== null);
  return onIos ? links.ios : links.android;
}

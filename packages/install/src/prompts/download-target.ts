import { parseAddress, secureAddress } from '@lotto/app-core';
import { SAME_TAB_DOWNLOAD_EXTENSIONS } from '../constants';

/** Spec 001 §5: an installer or profile file opens in the same tab; any other link in a new one. */
export function opensInSameTab(link: string): boolean {
  const path = parseAddress(link, 'https://base.invalid/')?.pathname.toLowerCase() ?? '';
  return SAME_TAB_DOWNLOAD_EXTENSIONS.some((extension) => path.endsWith(extension));
}

/** The page's side of a download: the current tab, or a new one. */
export interface DownloadWindow {
  location: { assign(url: string): void };
  open(url: string, target: string, features: string): unknown;
}

/** A download the page may follow: https only (the local simulator excepted), never javascript: or data:; null otherwise. */
export function followableDownload(link: string, origin: string = window.location.origin): string | null {
  return secureAddress(link, origin) ? link.trim() : null;
}

/** Opens a download link by the same-tab rule (spec 001 §5); an address that is no https download is not followed. */
export function openDownloadLink(raw: string, target: DownloadWindow = window): void {
  const link = followableDownload(raw);
  if (!link) return;
  if (opensInSameTab(link)) target.location.assign(link);
  else target.open(link, '_blank', 'noopener');
}

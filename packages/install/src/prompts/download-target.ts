import { SAME_TAB_DOWNLOAD_EXTENSIONS } from '../constants';

/** Spec 001 §5: an installer or profile file opens in the same tab; any other link in a new one. */
export function opensInSameTab(link: string): boolean {
  const path = new URL(link, 'https://base.invalid/').pathname.toLowerCase();
  return SAME_TAB_DOWNLOAD_EXTENSIONS.some((extension) => path.endsWith(extension));
}

/** The page's side of a download: the current tab, or a new one. */
export interface DownloadWindow {
  location: { assign(url: string): void };
  open(url: string, target: string, features: string): unknown;
}

/** Opens a download link by the same-tab rule (spec 001 §5). */
export function openDownloadLink(link: string, target: DownloadWindow = window): void {
  if (opensInSameTab(link)) target.location.assign(link);
  else target.open(link, '_blank', 'noopener');
}

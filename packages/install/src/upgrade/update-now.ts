import { PATHS } from '@lotto/app-core';
import { APP_DOWNLOAD_LANGUAGE_QUERY, APP_DOWNLOAD_TOKEN_QUERY, SAME_TAB_DOWNLOAD_EXTENSIONS } from '../constants';
import type { NativeAppBridge } from './native-contract';
import type { UpgradeOffer } from './upgrade-rule';

/** `/m/appDownload?language={lang}&tokens={token}`; without a session there is no token to carry. */
export function appDownloadAddress(language: string, token: string | null): string {
  const query = new URLSearchParams({ [APP_DOWNLOAD_LANGUAGE_QUERY]: language });
  if (token) query.set(APP_DOWNLOAD_TOKEN_QUERY, token);
  return `${PATHS.appDownload}?${query.toString()}`;
}

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
function openDownloadLink(link: string, target: DownloadWindow = window): void {
  if (opensInSameTab(link)) target.location.assign(link);
  else target.open(link, '_blank', 'noopener');
}

export interface UpdateNowContext {
  language: string;
  token: string | null;
  bridge: NativeAppBridge;
  target?: DownloadWindow;
}

/**
 * Update Now (spec 001 §5). Below 2.4.39 the webview goes to /m/appDownload, which those apps
 * handle themselves, carrying the language and the session token. From 2.4.39 the download is
 * direct: the app is asked to open the link (a webview cannot install an app or leave for a store
 * by itself), and only an app that cannot is given the link in the page.
 */
export function updateNow(offer: UpgradeOffer, { language, token, bridge, target = window }: UpdateNowContext): void {
  if (!offer.direct) {
    target.location.assign(appDownloadAddress(language, token));
    return;
  }
  if (!bridge.openUrl(offer.link)) openDownloadLink(offer.link, target);
}

import { PATHS } from '@lotto/app-core';
import { APP_DOWNLOAD_LANGUAGE_QUERY, APP_DOWNLOAD_TOKEN_QUERY } from '../constants';
import type { NativeAppBridge } from './native-contract';
import type { UpgradeOffer } from '../upgrade-offer';
import { openDownloadLink, type DownloadWindow } from '../prompts/download-target';

/** `/m/appDownload?language={lang}&tokens={token}`; without a session there is no token to carry. */
export function appDownloadAddress(language: string, token: string | null): string {
  const query = new URLSearchParams({ [APP_DOWNLOAD_LANGUAGE_QUERY]: language });
  if (token) query.set(APP_DOWNLOAD_TOKEN_QUERY, token);
  return `${PATHS.appDownload}?${query.toString()}`;
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

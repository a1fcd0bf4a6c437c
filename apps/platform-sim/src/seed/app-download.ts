/**
 * The install and download prompts' merchant settings (spec 001 §3 downloadable link, §4, §9).
 * The platform's own names for the A2HS and forced-download settings were not
 * seen, so the shape is ours; the merchant-settings call carries it as `appDownload`.
 */

/** resourceType values of a downloadable link (spec 001 §3). */
export type DownloadResourceType = 'Android' | 'IOS' | 'MOBILECONFIG' | 'AppDownloadIcon';

export interface AppDownloadSettings {
  /** Add-to-home-screen closes after which the prompt is no longer shown; -1 disables the limit (spec 001 §9). */
  a2hsMaxCloseTimes: number;
  /** Hosts on which a deposit count at or above `a2hsDepositTimes` suppresses the prompt; empty: none. */
  a2hsDepositDomains: string[];
  /** -1: the deposit-count rule is off. */
  a2hsDepositTimes: number;
  /** The download bar shows only from this VIP rank level; 0: no rank required. */
  downloadBarMinVipRank: number;
  /** Hosts on which the forced app-download modal may show (spec 001 §2 screen 5). */
  forcedDownloadDomains: string[];
  /** The forced modal shows only while the member's deposit count is at most this (default 5). */
  forcedDownloadDepositTimes: number;
  /** Closes after which the forced modal is not shown again (default 5). */
  forcedDownloadMaxCloseTimes: number;
  /** Shows the forced modal without waiting for a deposit. */
  forcedDownload: boolean;
}

/** Links on the merchant's own asset path (`/sim-assets/{code}/…`), served by serving/assets.ts. */
export function simDownloadLinks(code: string): Record<DownloadResourceType, string> {
  return {
    Android: `/sim-assets/${code}/app.apk`,
    IOS: `/sim-assets/${code}/app.ipa`,
    MOBILECONFIG: `/sim-assets/${code}/profile.mobileconfig`,
    AppDownloadIcon: `/sim-assets/${code}/logo.svg`,
  };
}

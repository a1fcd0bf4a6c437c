import type { AppDownloadSettings } from '@lotto/api-client';
import type { Deposits } from '../server-data/deposit-settings';
import { FORCED_DOWNLOAD_DEPOSIT_TIMES, FORCED_DOWNLOAD_MAX_CLOSE_TIMES, RULE_OFF } from './constants';

/** The settings with the spec's defaults (spec 001 §9: -1 or an empty list, off; forced download 5 and 5). */
export function withDefaults(settings: Partial<AppDownloadSettings>): AppDownloadSettings {
  return {
    a2hsMaxCloseTimes: settings.a2hsMaxCloseTimes ?? RULE_OFF,
    a2hsDepositDomains: settings.a2hsDepositDomains ?? [],
    a2hsDepositTimes: settings.a2hsDepositTimes ?? RULE_OFF,
    downloadBarMinVipRank: settings.downloadBarMinVipRank ?? 0,
    forcedDownloadDomains: settings.forcedDownloadDomains ?? [],
    forcedDownloadDepositTimes: settings.forcedDownloadDepositTimes ?? FORCED_DOWNLOAD_DEPOSIT_TIMES,
    forcedDownloadMaxCloseTimes: settings.forcedDownloadMaxCloseTimes ?? FORCED_DOWNLOAD_MAX_CLOSE_TIMES,
    forcedDownload: settings.forcedDownload ?? false,
  };
}

const listed = (domains: readonly string[], host: string) => domains.some((domain) => domain.toLowerCase() === host.toLowerCase());

/**
 * Interpretation of "login present when login is required" (spec 001 §4): login is required
 * where a deposit rule applies to this host, since only a member's deposits can tell it.
 */
export function a2hsLoginRequired(settings: AppDownloadSettings, host: string): boolean {
  return settings.a2hsDepositTimes !== RULE_OFF && listed(settings.a2hsDepositDomains, host);
}

/**
 * Spec 001 §4: on a listed host a deposit count at or above the threshold suppresses the prompt;
 * so does a prior deposit (`firstDeposit` 'Y') anywhere.
 */
export function a2hsDepositSuppressed(settings: AppDownloadSettings, host: string, deposits: Deposits | null): boolean {
  if (deposits === null) return false;
  if (deposits.firstDeposit) return true;
  return a2hsLoginRequired(settings, host) && deposits.count >= settings.a2hsDepositTimes;
}

export interface ForcedDownloadConditions {
  settings: AppDownloadSettings;
  host: string;
  onHome: boolean;
  loggedIn: boolean;
  inApp: boolean;
  deposits: Deposits | null;
  closeCount: number;
  /** A deposit arrived this visit (the polled count rose). */
  depositSeen: boolean;
}

/** Whether polling the deposit status matters at all: everything but the deposit itself holds. */
export function forcedDownloadApplies(
  c: Omit<ForcedDownloadConditions, 'deposits' | 'depositSeen'> & { deposits: Deposits | null },
): boolean {
  if (!c.onHome || !c.loggedIn || c.inApp || !listed(c.settings.forcedDownloadDomains, c.host)) return false;
  if (c.closeCount >= c.settings.forcedDownloadMaxCloseTimes) return false;
  return c.deposits === null || c.deposits.count <= c.settings.forcedDownloadDepositTimes;
}

/**
 * Spec 001 §2 screen 5, §4: home only, logged in, not in the app, listed hosts only; shown after a
 * deposit arrives (the count rose since the last answer) or at once with the forced flag; only
 * while the count is at most `depositTimes`, so a count rising past it hides the modal.
 * Interpretation: `maxCloseTimes` counts the member's closes of this modal on this device.
 */
export function forcedDownloadShown(c: ForcedDownloadConditions): boolean {
  if (c.deposits === null || !forcedDownloadApplies(c)) return false;
  return c.settings.forcedDownload || c.depositSeen;
}

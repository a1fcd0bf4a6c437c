import { A2HS_DELAY_MS, A2HS_LOGIN_DELAY_MS, A2HS_PATHS, INSTALLED_CLOSE_COUNT, LOGIN_PATH, RULE_OFF } from './constants';

/** Everything spec 001 §4's add-to-home-screen rule looks at. */
export interface A2hsConditions {
  /** The A2HS3 white-label flag. */
  flagOn: boolean;
  maintenance: boolean;
  regionRestriction: boolean;
  inApp: boolean;
  pwa: boolean;
  webclip: boolean;
  dismissedThisSession: boolean;
  /** See `loginRequired` in deposit-rule.ts: the deposit rules need the member's deposits. */
  loginRequired: boolean;
  loggedIn: boolean;
  pathname: string;
  /** A captured `beforeinstallprompt` (Chromium): the login-page variant is for browsers without one. */
  hasInstallEvent: boolean;
  closeCount: number;
  /** -1: no limit. */
  maxCloseTimes: number;
  /** The deposit rules' verdict (deposit-rule.ts). */
  depositSuppressed: boolean;
}

/**
 * The delay after which the prompt shows, or null when it must not (spec 001 §4, §2 screen 4):
 * all conditions hold on /m/home or /m/index.html (1 s), or on the login page where there is no
 * install event (2 s).
 *
 * Interpretation: a count of 99 means "installed" and suppresses the prompt even where the
 * merchant set no close limit (-1), since the install is what the 99 records.
 */
export function a2hsDelay(c: A2hsConditions): number | null {
  if (!c.flagOn || c.maintenance || c.regionRestriction) return null;
  if (c.inApp || c.pwa || c.webclip || c.dismissedThisSession) return null;
  if (c.loginRequired && !c.loggedIn) return null;
  if (c.closeCount >= INSTALLED_CLOSE_COUNT) return null;
  if (c.maxCloseTimes !== RULE_OFF && c.closeCount >= c.maxCloseTimes) return null;
  if (c.depositSuppressed) return null;
  if (A2HS_PATHS.includes(c.pathname)) return A2HS_DELAY_MS;
  if (c.pathname === LOGIN_PATH && !c.hasInstallEvent) return A2HS_LOGIN_DELAY_MS;
  return null;
}

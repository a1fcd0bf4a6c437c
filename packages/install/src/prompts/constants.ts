/** Spec 001 §4, §5 and §9 for the install and download prompts: every timing, limit and name they use, in one place. */

/** The add-to-home-screen prompt's delay on a home page (spec 001 §9 "Download prompt delay"). */
export const A2HS_DELAY_MS = 1_000;
/** On the login page, where there is no install event (spec 001 §2 screen 4, §9). */
export const A2HS_LOGIN_DELAY_MS = 2_000;
/** The close count an install writes, so the prompt never returns (spec 001 §4, §9). */
export const INSTALLED_CLOSE_COUNT = 99;
/** -1 (or an empty list) switches a count rule off (spec 001 §9). */
export const RULE_OFF = -1;
/**
 * Spec 001 §4, §9: unless the merchant sets them, the forced app-download modal shows only while
 * the member's deposit count is at most 5 (`depositTimes`) and no more after 5 closes
 * (`maxCloseTimes`).
 */
export const FORCED_DOWNLOAD_DEPOSIT_TIMES = 5;
export const FORCED_DOWNLOAD_MAX_CLOSE_TIMES = 5;
/** The white-label flag of the add-to-home-screen prompt (spec 001 §6). */
export const A2HS_FLAG = 'A2HS3';
/** The only pages the prompt shows on after 1 s (spec 001 §4: "/m/home or /m/index.html"). */
export const A2HS_PATHS: readonly string[] = ['/m/home', '/m/index.html'];
export const LOGIN_PATH = '/m/login';
/** Below this iOS version the guide gives the legacy steps (spec 001 §2 screen 4). */
export const LEGACY_IOS_BELOW = 12.2;
/** From this iOS version Safari hides Share behind the ⋯ menu: one more step. */
export const IOS_MORE_MENU_FROM = 26;
/** From this iOS version a note shows on return from a profile download; below it a toast comes first (spec 001 §5). */
export const IOS_RETURN_NOTE_FROM = 17;
/** How long the 'go to settings' toast stays before the profile download starts (the app's toast length). */
export const SETTINGS_TOAST_MS = 1_500;
/** The session flag value of a closed download bar (spec 001 §2 screen 1: hideDownloadBar = 1). */
export const HIDDEN_FLAG = '1';
/** The spec's resourceType names of the download links (spec 001 §3). */
export const RESOURCE = {
  android: 'Android',
  ios: 'IOS',
  profile: 'MOBILECONFIG',
  icon: 'AppDownloadIcon',
} as const;
/** The bar's rating display (spec 001 §2 screen 1: five stars, 5.0). */
export const RATING_STARS = 5;

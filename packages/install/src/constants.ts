/** Spec 001 §9 and §4, update detection: every timing and path the package keeps, in one place. */

/** Spec 001 §4, §9: while the forced app-download modal could still show, the deposits are asked every 30 s. */
export const DEPOSIT_POLL_MS = 30_000;

/** The second check after start-up (spec 001 §9: "startup, 1.5 s, …"). */
export const UPDATE_CHECK_DELAY_MS = 1_500;
/** The hourly check (spec 001 §9: "every 3,600,000 ms"). */
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;
/**
 * One update check (both manifests, bodies included) gives up after this long, so a stalled answer
 * fails that check alone and the next trigger asks again (spec 000 §7's default request limit).
 */
export const UPDATE_CHECK_TIMEOUT_MS = 30_000;
/** The two manifests whose bodies make the deployment's hash (docs/platform-calls.md, Installed app and updates). */
export const ASSET_MANIFEST_PATHS = ['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json'] as const;
/** The page whose answer iOS 12's installed app checks with each update check (spec 001 §4). */
export const INDEX_PATH = '/m/index.html';
/** Spec 001 §4: any other answer to the index fetch reloads iOS 12's installed app. */
export const INDEX_OK_STATUSES: readonly number[] = [200, 304];
/** The iOS version whose installed app reloads on a bad index answer (spec 001 §4, spec 000 §4). */
export const INDEX_CHECK_IOS_MAJOR = 12;
/** Where Refresh sends every page that is not reloaded in place (spec 001 §4). */
export const REFRESH_FALLBACK_PATH = '/m/home';

/** Spec 001 §5 and §9: native apps from this version download directly; older ones go through /m/appDownload. */
export const DIRECT_DOWNLOAD_MIN_VERSION = '2.4.39';
/** Spec 001 §2 screen 7, §6: the white-label flag that makes the upgrade mandatory (no close button). */
export const MANDATORY_UPGRADE_FLAG = 'MANDATORYAPPUPDATES3';
/** Spec 001 §5: these files open in the same tab (the download starts); any other link opens a new tab. */
export const SAME_TAB_DOWNLOAD_EXTENSIONS = ['.ipa', '.apk', '.mobileconfig'] as const;
/** The redirect page's query (spec 001 §2 routes: `/m/appDownload?language={lang}&tokens`). */
export const APP_DOWNLOAD_LANGUAGE_QUERY = 'language';
export const APP_DOWNLOAD_TOKEN_QUERY = 'tokens';

/**
 * How long Refresh waits for a new deployment's service worker to finish installing and take over
 * before it reloads anyway: a worker that stalls (old iOS) must not leave the button hanging.
 */
export const WORKER_TAKEOVER_TIMEOUT_MS = 10_000;

/** Spec 001 §3, §5: the installed app's icon sizes, read from the `pwa` template. */
export const PWA_ICON_SIZES = [192, 256, 384, 512] as const;
/** The `desktop_app_feature` value that links the merchant's dynamic manifest (spec 001 §3). */
export const DYNAMIC_MANIFEST_ON = '1';
/** The build's own manifest (apps/mobile `merchantAssets`): the first load's, and the one without the template flag. */
export const STATIC_MANIFEST_PATH = '/m/manifest.webmanifest';

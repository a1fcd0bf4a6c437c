/** Spec 001 §9 and §4, update detection: every timing and path the package keeps, in one place. */

/** The second check after start-up (spec 001 §9: "startup, 1.5 s, …"). */
export const UPDATE_CHECK_DELAY_MS = 1_500;
/** The hourly check (spec 001 §9: "every 3,600,000 ms"). */
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;
/** The two manifests whose bodies make the deployment's hash (protocol.md, update detection). */
export const ASSET_MANIFEST_PATHS = ['/m/asset-manifest.json', '/mobile/mc/asset-manifest.json'] as const;
/** Where Refresh sends every page that is not reloaded in place (spec 001 §4). */
export const REFRESH_FALLBACK_PATH = '/m/home';
